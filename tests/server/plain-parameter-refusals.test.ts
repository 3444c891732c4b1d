// A path or query parameter the contract refuses (a malformed id in the address, a word where a number goes) is a
// 400 naming the parameter in plain words, for every operation of both contracts: never the validator's own English
// ("must be a valid uuid") nor a pattern, which would reach a person through the page that made the call.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePrefix, type OperationEntry } from '../../server/src/contract';
import { contractOperations, expectContract, parametersOf, urlOf } from './contract';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let callers: Record<string, string>[];

beforeAll(async () => {
  t = await createTestApp();
  // The owner holds every permission of a state, the super-admin the super-admin's calls: between them every
  // operation is reached past its permission, where validation speaks.
  callers = (await Promise.all([t.login('admin@demo.test'), t.login('superadmin@demo.test')])).map((session) => session.auth);
});
afterAll(async () => {
  await t?.close();
});

/** The validator's own English (Ajv's), the names of its keywords and the marks of a pattern: never in front of a person. */
const validatorWording =
  /must NOT|must match|must be equal|must be (string|integer|number|array|object|boolean|null)\b|must have required|must be [<>]=?|must be a valid|pattern|format|\^|\$|\\[dswS]/;

const wordsOf = (body: { message: string; details?: { message: string }[] }) => [body.message, ...(body.details ?? []).map((detail) => detail.message)];

const takesJson = (entry: OperationEntry) =>
  Boolean((entry.operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.['application/json']);

/** The answers of every caller to one malformed request, the first past its permission check first. */
async function answersTo(options: InjectOptions) {
  const answers = [];
  for (const auth of callers) answers.push(await t.app.inject({ ...options, headers: { ...(options.headers as Record<string, string> | undefined), ...auth } }));
  return answers.sort((a, b) => Number(b.statusCode === 400) - Number(a.statusCode === 400));
}

describe('a malformed parameter, in plain words', () => {
  const entries = contractOperations();
  const withIds = entries.filter((entry) => parametersOf(entry).some((parameter) => parameter.in === 'path' && parameter.schema?.format === 'uuid'));

  it('walks operations with an id in the path, of both contracts', () => {
    expect(withIds.length).toBeGreaterThan(30);
    expect(withIds.some((entry) => entry.service === 'billing')).toBe(true);
  });

  for (const entry of withIds) {
    const { operationId } = entry.operation;
    it(`${operationId} (${entry.method.toUpperCase()} ${servicePrefix[entry.service]}${entry.path}) names the malformed id`, async () => {
      const method = entry.method.toUpperCase() as InjectOptions['method'];
      const ids = parametersOf(entry).filter((parameter) => parameter.in === 'path' && parameter.schema?.format === 'uuid');
      for (const malformed of ids) {
        const url = urlOf(entry, (parameter) => (parameter.name === malformed.name ? 'not-a-uuid' : crypto.randomUUID()));
        // The path is checked before the body, but a body of the wrong type is refused before either.
        const body = takesJson(entry) ? { payload: '{}', headers: { 'content-type': 'application/json' } } : {};
        const [answer] = await answersTo({ method, url, ...body });
        expect(answer?.statusCode, `${operationId} ${answer?.body}`).toBe(400);
        if (!answer) continue;
        expectContract(operationId, answer);
        expect(answer.json()).toMatchObject({
          message: `${malformed.name}: This is not a valid record id`,
          details: [{ field: malformed.name, message: 'This is not a valid record id' }],
        });
      }
    });
  }

  const withQueries = entries.filter((entry) => parametersOf(entry).some((parameter) => parameter.in === 'query'));

  for (const entry of withQueries) {
    const { operationId } = entry.operation;
    it(`${operationId} (${entry.method.toUpperCase()} ${servicePrefix[entry.service]}${entry.path}) refuses a malformed query value in words`, async () => {
      const method = entry.method.toUpperCase() as InjectOptions['method'];
      const names = parametersOf(entry)
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      // One value is refused at a time, so a required parameter left out may be the one named.
      for (const name of names) {
        for (const value of ['not%20valid', '-5', '1.5', 'x'.repeat(300)]) {
          const [answer] = await answersTo({ method, url: urlOf(entry, undefined, `?${name}=${value}`) });
          if (answer?.statusCode !== 400) continue;
          const refusal = answer.json() as { message: string; details?: { field: string; message: string }[] };
          for (const words of wordsOf(refusal)) expect(words, `${operationId} ?${name}=${value.slice(0, 20)}`).not.toMatch(validatorWording);
          const [first] = refusal.details ?? [];
          expect(names, `${operationId} ?${name}=${value.slice(0, 20)}: ${answer.body}`).toContain(first?.field.split('.')[0]);
          // Named with the field, unless the contract's own words name it ('Retirement must be a year, …').
          expect([`${first?.field}: ${first?.message}`, first?.message]).toContain(refusal.message);
        }
      }
    });
  }
});

// Every operation of both contracts, fed malformed input with and without a token: empty, non-JSON and wrongly
// typed bodies, wrongly typed path parameters and garbage query values. Nothing may answer 5xx (except 501 from an
// operation that is not implemented yet), every 4xx is the contract's Error body, and an implemented operation
// answers only statuses its contract declares.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePrefix, type OperationEntry } from '../../server/src/contract';
import { createHandlers } from '../../server/src/handlers';
import { contractOperations, expectContract, parametersOf, plausible, urlOf } from './contract';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let adminAuth: Record<string, string>;
let implemented: Set<string>;

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await t.login('admin@demo.test')).auth;
  implemented = new Set(Object.keys(createHandlers(t.services)));
});
afterAll(async () => {
  await t?.close();
});

const wrongPathValues = ['not-a-uuid', '%00', 'x'.repeat(5000), '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A'];

function garbageQuery(entry: OperationEntry) {
  const names = parametersOf(entry)
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  const pairs = names.flatMap((name) => [`${name}=%%garbage`, `${name}[7]=${'z'.repeat(300)}`, `${name}[x][y]=1`]);
  return `?${[...pairs, 'limit=-5', 'limit=abc', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '%E0%A4%A=1'].join('&')}`;
}

const oversizedJson = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) });

type Attempt = { label: string; options: InjectOptions };

function attemptsFor(entry: OperationEntry): Attempt[] {
  const method = entry.method.toUpperCase() as InjectOptions['method'];
  const url = urlOf(entry, plausible);
  const json = (payload: string) => ({ method, url, payload, headers: { 'content-type': 'application/json' } });
  const attempts: Attempt[] = [
    { label: 'no body', options: { method, url } },
    { label: '(a) empty JSON body', options: json('') },
    { label: '(b) garbage non-JSON body', options: json('{"this is": not json at all') },
    { label: '(c) JSON array', options: json('[1, "two", {"three": 3}]') },
    { label: '(c) JSON string', options: json('"just a string"') },
    { label: '(c) JSON null', options: json('null') },
    { label: '(c) deep object', options: json(JSON.stringify({ a: { b: { c: { d: [null, true, 1.5e308] } } }, __proto__: { admin: true } })) },
    { label: 'unknown content type', options: { method, url, payload: '<xml/>', headers: { 'content-type': 'application/xml' } } },
    { label: 'garbage multipart', options: { method, url, payload: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } } },
    { label: '(e) garbage query', options: { method, url: urlOf(entry, plausible, garbageQuery(entry)) } },
  ];
  if (entry.operation.requestBody) {
    attempts.push({ label: 'JSON body above the body limit', options: json(oversizedJson) });
  }
  if (parametersOf(entry).some((parameter) => parameter.in === 'header')) {
    attempts.push({ label: 'garbage header', options: { ...json('{}'), headers: { 'content-type': 'application/json', 'x-signature': 'not-hex' } } });
  }
  if (entry.path.includes('{')) {
    for (const value of wrongPathValues) {
      attempts.push({ label: `(d) path parameter ${value.slice(0, 30)}`, options: { method, url: urlOf(entry, () => value), ...(method === 'GET' ? {} : json('{}')) } });
    }
  }
  return attempts;
}

/** What is wrong with one answer, or nothing. */
function problemsWith(entry: OperationEntry, label: string, response: LightMyRequestResponse): string[] {
  const { operationId } = entry.operation;
  const where = `${operationId} ${label} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500 && status !== 501) problems.push(`server error: ${where}`);
  if (status === 501 && implemented.has(operationId)) problems.push(`implemented operation answered 501: ${where}`);
  if (status >= 400) {
    let body: { message?: unknown; code?: unknown; details?: unknown } | undefined;
    try {
      body = response.json();
    } catch {
      problems.push(`error body is not JSON: ${where}`);
    }
    if (body) {
      if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof body.message !== 'string' || !body.message) {
        problems.push(`error body is not { message: string, … }: ${where}`);
      } else {
        if (body.code !== undefined && typeof body.code !== 'string') problems.push(`error code is not a string: ${where}`);
        if (body.details !== undefined && !Array.isArray(body.details)) problems.push(`error details is not an array: ${where}`);
        if (status === 501 && body.code !== 'NOT_IMPLEMENTED') problems.push(`501 without code NOT_IMPLEMENTED: ${where}`);
      }
    }
  }
  if (implemented.has(operationId) && status < 500) {
    try {
      expectContract(operationId, response);
    } catch (error) {
      problems.push(`off contract: ${where}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return problems;
}

describe('malformed requests', () => {
  const entries = contractOperations();

  it('covers both contracts', () => {
    expect(entries.some((entry) => entry.service === 'billing')).toBe(true);
    expect(entries.length).toBeGreaterThan(100);
  });

  for (const entry of entries) {
    it(`${entry.operation.operationId} (${entry.method.toUpperCase()} ${servicePrefix[entry.service]}${entry.path}) answers malformed input with a 4xx Error`, async () => {
      const problems: string[] = [];
      const statuses = new Set<number>();
      for (const { label, options } of attemptsFor(entry)) {
        for (const [who, auth] of [['unauthenticated', {}], ['as admin', adminAuth]] as const) {
          const response = await t.app.inject({ ...options, headers: { ...(options.headers as Record<string, string> | undefined), ...auth } });
          statuses.add(response.statusCode);
          problems.push(...problemsWith(entry, `${label} ${who}`, response));
        }
      }
      expect(problems).toEqual([]);
      // Something was refused, unless the operation takes no input at all (a GET without parameters ignores a body).
      if (entry.operation.requestBody || parametersOf(entry).length) expect([...statuses].some((status) => status >= 400)).toBe(true);
    });
  }
});

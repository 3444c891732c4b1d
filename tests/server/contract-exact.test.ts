// The contract says everything the server answers: every operation has its handler, and the answers
// the framework gives before any operation runs (a method the path does not take, an overlong address, a body too
// large, broken or of a type not taken) have the contract's Error body; a name the server refuses, the contract refuses.
import { request as httpRequest } from 'node:http';
import Ajv2020 from 'ajv/dist/2020';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHandlers } from '../../server/src/billing/handlers';
import { signedHeadersOf } from '../../server/src/billing/signatures';
import { createHandlers } from '../../server/src/handlers';
import { loadContract, type OperationEntry } from '../../server/src/contract';
import { districtNameOf } from '../../server/src/data/districts';
import { nameOf } from '../../server/src/data/values';
import { contractOperations, parametersOf, urlOf } from './contract';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf } from './helpers';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['login']>>;
let superAdmin: Awaited<ReturnType<TestApp['login']>>;

beforeAll(async () => {
  t = await createTestApp();
  [owner, superAdmin] = await Promise.all([t.login('admin@demo.test'), t.login('superadmin@demo.test')]);
});
afterAll(async () => {
  await t?.close();
});

/** The operation called as someone who may call it: a header parameter of the right form, the given body. */
function requestAsCaller(entry: OperationEntry, body: Pick<InjectOptions, 'payload' | 'headers'>): InjectOptions {
  const headers: Record<string, string> = { ...(entry.operation['x-permission'] === 'superAdmin' ? superAdmin : owner).auth };
  for (const parameter of parametersOf(entry).filter((p) => p.in === 'header')) headers[parameter.name.toLowerCase()] = '0'.repeat(64);
  return {
    method: entry.method.toUpperCase() as InjectOptions['method'],
    url: urlOf(entry),
    payload: body.payload,
    // A provider's call is signed for its body, so that only the body is under test.
    headers: { ...headers, ...signedHeadersOf(t.config, entry.operation.operationId, String(body.payload ?? '')), ...(body.headers as Record<string, string> | undefined) },
  };
}

describe('every operation', () => {
  // A route without a handler would answer 501 (app.ts); none is left, so none may appear unnoticed.
  it('has its handler', () => {
    const implemented = new Set(Object.keys({ ...createHandlers(t.services), ...billingHandlers(t.services) }));
    expect(contractOperations().map((entry) => entry.operation.operationId).filter((operationId) => !implemented.has(operationId))).toEqual([]);
  });
});

describe('a method the path does not declare', () => {
  const id = '0b9c6a52-8a8e-4f63-9d3c-2f4a43c1e2b7';

  it('answers 405 with Allow naming the methods the contract declares there, in the Error body', async () => {
    const cases = [
      { method: 'DELETE', url: '/api/auth/login', allow: 'POST' },
      { method: 'GET', url: '/api/auth/login/', allow: 'POST' },
      { method: 'PUT', url: '/api/state/configure-global-assessment', allow: 'GET, HEAD, PATCH' },
      { method: 'POST', url: `/api/district/view/${id}`, allow: 'GET, HEAD' },
      { method: 'DELETE', url: `/billing-api/dev/wallet/balance/${id}`, allow: 'GET, HEAD' },
    ] as const;
    for (const { method, url, allow } of cases) {
      const response = await t.app.inject({ method, url, headers: owner.auth });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json()).toEqual({ message: `This address does not take ${method}; it takes ${allow}`, code: 'METHOD_NOT_ALLOWED' });
    }
  });

  it('leaves an address that is no path of the contract a 404', async () => {
    for (const url of ['/api/auth/log-in', `/api/district/view/${id}/more`, '/billing-api/auth/login']) {
      const response = await t.app.inject({ method: 'DELETE', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

const bodyOperations = () => contractOperations().filter((entry) => entry.operation.requestBody);
const asJson = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

describe('a request body the framework refuses', () => {
  const refusals = [
    { body: asJson(JSON.stringify({ padding: 'x'.repeat(1024 * 1024) })), status: 413, code: 'BODY_TOO_LARGE', message: 'The request body is larger than the 1 MB this call takes' },
    { body: asJson('{"name": '), status: 400, code: 'BAD_REQUEST_BODY', message: 'The request body is not valid JSON' },
    { body: { payload: '<name/>', headers: { 'content-type': 'application/xml' } }, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(/^A body of type application\/xml is not accepted here; send /) },
  ];
  // One test per operation, so that a slow database or a busy machine times out one call's refusals, not the matrix.
  for (const entry of bodyOperations()) {
    it(`${entry.operation.operationId} answers 413, 400 and 415 as its contract declares, in plain words`, async () => {
      // A multipart body's limits are its handler's (the file's size); the media type is checked before either.
      const takesJson = Boolean(entry.operation.requestBody?.content?.['application/json']);
      for (const { body, status, code, message } of takesJson ? refusals : refusals.filter((refusal) => refusal.status === 415)) {
        const response = await call(t, entry.operation.operationId, requestAsCaller(entry, body), status);
        expect(response.json()).toMatchObject({ message, code });
        expect(response.json()).not.toHaveProperty('statusCode');
      }
    });
  }

  it('names a field that would reach an object\'s prototype, rather than calling the JSON broken', async () => {
    const login = (payload: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', ...asJson(payload) });
    const proto = await login('{"email": "admin@demo.test", "password": "x", "__proto__": {"isSuperAdmin": true}}');
    expect(proto.statusCode).toBe(400);
    expect(errorOf(proto)).toMatchObject({ message: 'The request body may not have a field named "__proto__"', code: 'BAD_REQUEST_BODY' });
    const nested = await login('{"email": "admin@demo.test", "password": "x", "extra": {"constructor": {"prototype": {"x": 1}}}}');
    expect(nested.statusCode).toBe(400);
    expect(errorOf(nested).message).toBe('The request body may not have a field named "prototype" inside one named "constructor"');
    const broken = await login('{"__proto__": ');
    expect(errorOf(broken).message).toBe('The request body is not valid JSON');
  });
});

describe('what Node refuses before Fastify sees it', () => {
  it('answers an address over the 16 KB of headers Node reads with 431 in the Error body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: `/api/district/view-all?name=${'a'.repeat(20_000)}` }, (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body, type: String(incoming.headers['content-type']) }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The address or the request headers are too long', code: 'HEADERS_TOO_LARGE' });
  });
});

describe('names: the contract refuses what the server refuses', () => {
  const components = loadContract('portal').components as { schemas: Record<string, unknown> };
  const ajv = new Ajv2020({ strict: false });
  const accepts = (schema: string) => {
    const validate = ajv.compile({ $ref: `#/components/schemas/${schema}`, components });
    return (value: string) => validate(value);
  };
  const refuses = (rule: (value: string) => unknown) => (value: string) => {
    try {
      rule(value);
      return false;
    } catch {
      return true;
    }
  };
  const samples = ['Ab', ' Ab ', 'Ab\t', 'A b', 'A  b', ' A \n b ', '   ', '\u00a0Ab\u00a0', 'Abc', '  Abc  ', 'a b c', 'Ikeja North', 'Lagos Mainland', 'Lagos Mainland1', 'Lagos  Mainland', ' Lagos Mainland ', '  Ikeja   North ', 'Lagos Mainland1 '];

  it('Name holds exactly the names nameOf keeps: more than 2 characters, spaces around and repeated not counted', () => {
    const contract = accepts('Name');
    const server = refuses((value) => nameOf(value, 'name'));
    for (const value of samples) expect(contract(value), JSON.stringify(value)).toBe(!server(value));
  });

  it('DistrictName says what SPEC section 5 says, under 15 characters, and holds exactly the names districtNameOf keeps', () => {
    const contract = accepts('DistrictName');
    const server = refuses(districtNameOf);
    expect(contract('Lagos Mainland')).toBe(true);
    expect(contract('Lagos Mainland1')).toBe(false);
    for (const value of samples) expect(contract(value), JSON.stringify(value)).toBe(!server(value));
  });

  it('every name field of a request body the server reads carries the pattern, or a stricter one of its own', () => {
    type Schema = Record<string, unknown>;
    const schemas = components.schemas as Record<string, Schema>;
    const namePattern = schemas.Name?.pattern;
    expect(namePattern).toBeTruthy();
    const resolved = (schema: Schema): Schema => (typeof schema.$ref === 'string' ? resolved(schemas[schema.$ref.split('/').pop() as string] as Schema) : schema);
    const partsOf = (schema: Schema) => [...((schema.allOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])].map(resolved);
    const patternsOf = (schema: Schema): unknown[] => [resolved(schema).pattern, ...partsOf(resolved(schema)).flatMap(patternsOf)];
    const unpatterned: string[] = [];
    const visit = (raw: Schema | undefined, where: string) => {
      if (!raw) return;
      const schema = resolved(raw);
      for (const part of partsOf(schema)) visit(part, where);
      if (schema.items) visit(schema.items as Schema, `${where}.0`);
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        const patterns = patternsOf(property);
        // A session's name is two years, a pattern of its own; any other name is a person's or a thing's.
        const patterned = patterns.includes(namePattern) || patterns.some((pattern) => typeof pattern === 'string' && pattern.startsWith('^[0-9]'));
        if (/^(name|firstName|lastName|guardianName)$/.test(key) && !patterned) unpatterned.push(`${where}.${key}`);
        visit(property, `${where}.${key}`);
      }
    };
    const implemented = new Set(Object.keys(createHandlers(t.services)));
    for (const entry of contractOperations().filter((e) => implemented.has(e.operation.operationId))) {
      const content = entry.operation.requestBody?.content as Record<string, { schema: Schema }> | undefined;
      visit(content?.['application/json']?.schema, entry.operation.operationId);
    }
    expect(unpatterned).toEqual([]);
  });

  it('answers a name of spaces and two letters with SPEC\'s message, and stores a name as the server keeps it', async () => {
    const registration = {
      stateName: 'Ogun',
      title: 'Mrs',
      firstName: '  Ab  ',
      lastName: 'Adeyemi',
      email: 'folake@ogun.gov.test',
      username: 'ogunadmin',
      phoneNumber: { code: '+234', number: '8051234567' },
      gender: 'female',
      password: 'Ogun#State2026',
    };
    const register = (payload: Record<string, unknown>) => ({ method: 'POST' as const, url: '/api/staff/register-state-admin', payload });
    const refused = await call(t, 'registerStateAdmin', register(registration), 400);
    expect(errorOf(refused).details).toEqual([{ field: 'firstName', message: 'This field must be more than 2 characters' }]);

    const created = await call(t, 'registerStateAdmin', register({ ...registration, firstName: ' Folake  Titi ' }), 201);
    expect((created.json() as { staff: { firstName: string } }).staff.firstName).toBe('Folake Titi');
    const renamed = await call(t, 'updateStaff', { method: 'PATCH', url: `/api/staff/update/${owner.staff.id}`, headers: owner.auth, payload: { lastName: ' Bakare   Jnr ' } }, 200);
    expect(renamed.json()).toMatchObject({ lastName: 'Bakare Jnr' });
  });
});

// The request-body edge, generated from the contract: every operation refuses a body of a media type its contract
// does not declare (415, or 400 when it takes no body) before a handler sees it, every JSON body with a field the
// contract does not name is a 400 naming that field, and JSON nested without end is a 400, not a 500.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeadersOf } from '../../server/src/billing/signatures';
import { loadContract, type OperationEntry, type Service } from '../../server/src/contract';
import { staff } from '../../server/src/db/schema';
import { maxJsonDepth } from '../../server/src/plugins/requestBodies';
import { contractOperations, expectContract, urlOf } from './contract';
import { createTestApp, type TestApp } from './harness';
import { errorOf } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  minProperties?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
};

let t: TestApp;
let admin: Session;
let superAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, superAdmin] = await Promise.all([t.login('admin@demo.test'), t.login('superadmin@demo.test')]);
});
afterAll(async () => {
  await t?.close();
});

const documents = new Map((['portal', 'billing'] as Service[]).map((service) => [service, loadContract(service)]));

function resolve(service: Service, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const target = schema.$ref
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], documents.get(service));
  return resolve(service, target as Schema);
}

/** A caller who passes the operation's permission check, so that what is tested is the body. */
const callerOf = (entry: OperationEntry) => (entry.operation['x-permission'] === 'superAdmin' ? superAdmin : admin);

const requestOf = (entry: OperationEntry, extra: Partial<InjectOptions>): InjectOptions => ({
  method: entry.method.toUpperCase() as InjectOptions['method'],
  url: urlOf(entry),
  ...extra,
  headers: { ...callerOf(entry).auth, ...(extra.headers as Record<string, string> | undefined) },
});

const jsonSchemaOf = (entry: OperationEntry) => {
  const content = entry.operation.requestBody?.content as Record<string, { schema: Schema }> | undefined;
  return content?.['application/json']?.schema;
};

const undeclaredBodies: { label: string; payload: string; contentType?: string }[] = [
  { label: 'form-urlencoded', payload: 'isSuperAdmin=true&name=x', contentType: 'application/x-www-form-urlencoded' },
  { label: 'text/plain', payload: '{"name": "x"}', contentType: 'text/plain' },
  { label: 'application/xml', payload: '<staff><isSuperAdmin>true</isSuperAdmin></staff>', contentType: 'application/xml' },
  { label: 'JSON without a content type', payload: '{"name": "x"}' },
];

describe('a body of a media type the operation does not declare', () => {
  for (const entry of contractOperations()) {
    const declared = Object.keys(entry.operation.requestBody?.content ?? {});
    const expected = declared.length ? 415 : 400;
    it(`${entry.operation.operationId} answers ${expected} (it takes ${declared.join(', ') || 'no body'})`, async () => {
      for (const body of undeclaredBodies.filter((candidate) => !declared.includes(candidate.contentType ?? ''))) {
        // A provider's call is signed for its body, so that only the body's type is under test.
        const headers = { ...(body.contentType && { 'content-type': body.contentType }), ...signedHeadersOf(t.config, entry.operation.operationId, body.payload) };
        const response = await t.app.inject(requestOf(entry, { payload: body.payload, headers }));
        expect(response.statusCode, `${body.label}: ${response.body}`).toBe(expected);
        expect(errorOf(response).details?.[0]?.field).toBe(declared.length ? 'content-type' : 'body');
        if (declared.length) expect(errorOf(response).message).toContain(body.contentType ?? 'without a Content-Type');
        expectContract(entry.operation.operationId, response);
      }
    });
  }
});

describe('the form-urlencoded isSuperAdmin attack', () => {
  it('is refused, and the caller stays what they were', async () => {
    const registered = await t.login('pending@demo.test');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/update/${registered.staff.id}`,
      headers: { ...registered.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'isSuperAdmin=true',
    });
    expect(response.statusCode).toBe(415);
    expectContract('updateStaff', response);
    const [row] = await t.db.select({ isSuperAdmin: staff.isSuperAdmin }).from(staff).where(eq(staff.id, registered.staff.id));
    expect(row?.isSuperAdmin).toBe(false);
  });
});

const textCandidates = ['Portal@2026', '8012345678', '2025/2026', '123456', '0'.repeat(64), 'sample-value', 'abcdefgh12', 'staff.view'];

/** The smallest value the schema accepts: the required fields only, each the least it may be. */
function sampleOf(service: Service, raw: Schema): unknown {
  const schema = resolve(service, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.[0]) return sampleOf(service, choice[0]);
  if (schema.allOf) {
    // Objects merge; a value of another type (a name with a further pattern) is the first part's.
    const parts = schema.allOf.map((part) => sampleOf(service, part));
    return parts.every((part) => part !== null && typeof part === 'object') ? Object.assign({}, ...parts) : parts[0];
  }
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const names = schema.required?.length ? schema.required : Object.keys(schema.properties ?? {}).slice(0, schema.minProperties ?? 0);
      return Object.fromEntries(names.map((name) => [name, sampleOf(service, schema.properties?.[name] ?? {})]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(service, schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    default:
      if (schema.format === 'uuid') return crypto.randomUUID();
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00Z';
      if (schema.format === 'uri') return 'https://example.test/';
      if (schema.pattern) {
        const fits = (candidate: string) => candidate.length <= (schema.maxLength ?? Infinity) && new RegExp(schema.pattern as string, 'u').test(candidate);
        return textCandidates.find(fits);
      }
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

const contractValidator = addFormats(new Ajv2020({ strict: false, allErrors: true }));
for (const [service, document] of documents) contractValidator.addSchema(document as object, `${service}-bodies.yaml`);

describe('a JSON body with a field the contract does not name', () => {
  const writes = contractOperations().filter((entry) => jsonSchemaOf(entry));

  it('covers every write that takes JSON', () => {
    expect(writes.length).toBeGreaterThan(40);
  });

  for (const entry of writes) {
    it(`${entry.operation.operationId} answers 400 naming the field`, async () => {
      const schema = jsonSchemaOf(entry) as Schema;
      const body = sampleOf(entry.service, schema) as Record<string, unknown>;
      // The sample itself is what the contract accepts, so the unknown field is the only thing wrong.
      const pointer = ['paths', entry.path, entry.method, 'requestBody', 'content', 'application/json', 'schema'].map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'));
      const validate = contractValidator.getSchema(`${entry.service}-bodies.yaml#/${pointer.join('/')}`);
      if (!validate) throw new Error(`no schema for ${entry.operation.operationId}`);
      expect(validate(body) ? [] : validate.errors).toEqual([]);
      const payload = JSON.stringify({ ...body, isSuperAdmin: true });
      // A provider's call is signed for its body, so that only the body is under test.
      const signed = signedHeadersOf(t.config, entry.operation.operationId, payload);
      const response = await t.app.inject(requestOf(entry, { payload, headers: { 'content-type': 'application/json', ...signed } }));
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).details?.[0]).toEqual({ field: 'isSuperAdmin', message: 'is not an allowed field' });
      expectContract(entry.operation.operationId, response);
    });
  }
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('is a 400 naming the body, at any depth past the limit', async () => {
    for (const depth of [maxJsonDepth + 1, 100_000]) {
      for (const payload of [nested(depth), `{"operations": ${nested(depth)}}`]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/permission/get-permissions-by-operations',
          headers: { ...admin.auth, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).details?.[0]?.field).toBe('body');
        expectContract('getPermissionsByOperations', response);
      }
    }
  });

  it('is parsed as before up to the limit, brackets inside strings not counted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/permission/get-permissions-by-operations',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ operations: ['staff.view'], note: `[[[[${'{'.repeat(100)}\\"` }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.[0]?.field).toBe('note');
  });
});

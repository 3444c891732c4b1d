// A request body the contract accepts for an operation, made from its schema alone: the required fields (or, for a
// body that needs at least one field, the first that can be made), each the simplest value its schema allows. The
// generated access tests send it so that validation passes and the answer is the access layer's or the handler's.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { OperationEntry } from '../../server/src/contract';
import { contractDocuments } from './contract';
import { multipart, pngImage } from './helpers';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  minProperties?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

const formats: Record<string, () => string> = {
  uuid: () => randomUUID(),
  date: () => '2020-01-06',
  'date-time': () => '2020-01-06T08:00:00.000Z',
  email: () => `sample.${randomUUID().slice(0, 8)}@example.test`,
  uri: () => 'https://example.test/',
};

const simplicity = (schema: Schema) => (schema.type === 'boolean' ? 0 : schema.enum ? 1 : 2);

function sampleOf(schema: Schema, schemas: Record<string, Schema>): unknown {
  if (schema.$ref) return sampleOf(schemas[schema.$ref.split('/').pop() as string] as Schema, schemas);
  if (schema.allOf) {
    // Objects merge; a value of another type (a name with a further pattern) is the first part's, which the
    // contract's few patterns all accept.
    const parts = schema.allOf.map((part) => sampleOf(part, schemas));
    return parts.every((part) => part !== null && typeof part === 'object') ? Object.assign({}, ...parts) : parts[0];
  }
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (choice) return sampleOf(choice, schemas);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    // A body that needs some field, but none in particular, gets the simplest: a flag or a choice is checked by the
    // contract alone, where a name may have rules of the handler's that would answer before the record is looked up.
    const simplest = Object.keys(properties).sort((a, b) => simplicity(properties[a] ?? {}) - simplicity(properties[b] ?? {}));
    const names = schema.required?.length ? schema.required : simplest.slice(0, schema.minProperties ?? 0);
    return Object.fromEntries(names.map((name) => [name, sampleOf(properties[name] ?? {}, schemas)]));
  }
  if (type === 'array') return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sampleOf(schema.items ?? {}, schemas));
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return false;
  if (schema.format && formats[schema.format]) return formats[schema.format]!();
  if (schema.pattern) return sampleMatching(schema.pattern);
  return 'Sample text'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
}

/** The few patterns the contract uses for text, each with a value of its form. */
function sampleMatching(pattern: string): string {
  const candidates = ['0123456789', 'Sample text', 'sample.value', 'ABC/2026/0001', 'A', 'sample'];
  const found = candidates.find((candidate) => new RegExp(pattern, 'u').test(candidate));
  if (!found) throw new Error(`No sample matches the contract's pattern ${pattern}`);
  return found;
}

/** The operation's body and its content type, when it has one: JSON, or multipart with a PNG for each file. */
export function sampleBody(entry: OperationEntry): Pick<InjectOptions, 'payload' | 'headers'> {
  const content = entry.operation.requestBody?.content as Record<string, { schema: Schema }> | undefined;
  if (!content) return {};
  const schemas = (contractDocuments[entry.service].components?.schemas ?? {}) as Record<string, Schema>;
  const json = content['application/json'];
  if (json) return { payload: sampleOf(json.schema, schemas) as Record<string, unknown> };
  const form = content['multipart/form-data'];
  if (!form) return {};
  const fields = sampleOf(form.schema, schemas) as Record<string, unknown>;
  const properties = (form.schema.$ref ? schemas[form.schema.$ref.split('/').pop() as string] : form.schema)?.properties ?? {};
  const { payload, headers } = multipart(
    Object.entries(fields).map(([name, value]) =>
      properties[name]?.format === 'binary' ? { name, data: pngImage(), filename: 'sample.png', contentType: 'image/png' } : { name, data: String(value) },
    ),
  );
  return { payload, headers };
}

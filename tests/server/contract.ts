// Checks real responses against the contract itself: the validator is built from openapi/*.yaml, never a copy.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { listOperations, loadContract, servicePrefix, type OperationEntry, type Service } from '../../server/src/contract';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addFormat('binary', true);
for (const service of ['portal', 'billing'] as Service[]) ajv.addSchema(loadContract(service) as object, `${service}.yaml`);

/**
 * The contracts as read, for every look-up here: loadContract hands each caller a copy of its own (for the libraries
 * that rewrite what they are given), and copying a contract costs more than the request a look-up checks. Nothing
 * here changes them.
 */
export const contractDocuments: Readonly<Record<Service, ReturnType<typeof loadContract>>> = { portal: loadContract('portal'), billing: loadContract('billing') };

const operations = new Map((['portal', 'billing'] as Service[]).flatMap((service) => listOperations(service)).map((entry) => [entry.operation.operationId, entry]));

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function responseObject(service: Service, method: string, path: string, status: string) {
  const document = contractDocuments[service];
  const operation = document.paths[path]?.[method] as { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> };
  const entry = operation.responses[status] ?? operation.responses.default;
  if (!entry) return undefined;
  if (entry.$ref) {
    const name = entry.$ref.split('/').pop() as string;
    return { ref: `${service}.yaml#/components/responses/${pointer(name)}`, value: document.components?.responses?.[name] as { content?: Record<string, unknown> } };
  }
  return { ref: `${service}.yaml#/paths/${pointer(path)}/${method}/responses/${status in operation.responses ? status : 'default'}`, value: entry };
}

/** Asserts the response's status is declared for the operation and its JSON body matches the declared schema. */
export function expectContract(operationId: string, response: LightMyRequestResponse) {
  const entry = operations.get(operationId);
  if (!entry) throw new Error(`No operation ${operationId} in the contract`);
  const status = String(response.statusCode);
  const declared = responseObject(entry.service, entry.method, entry.path, status);
  expect(declared, `${operationId} does not declare status ${status}: ${response.body}`).toBeDefined();
  const contentType = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
  const content = declared?.value.content;
  if (!content) {
    expect(response.body, `${operationId} ${status} declares no body`).toBe('');
    return;
  }
  expect(Object.keys(content), `${operationId} ${status} content type`).toContain(contentType);
  if (contentType !== 'application/json') return;
  const validate = ajv.getSchema(`${declared?.ref}/content/${pointer('application/json')}/schema`);
  if (!validate) throw new Error(`No schema for ${operationId} ${status}`);
  const body = response.json();
  const valid = validate(body);
  expect(valid ? [] : validate.errors, `${operationId} ${status} body: ${JSON.stringify(body).slice(0, 500)}`).toEqual([]);
}

export function contractOperations() {
  return [...operations.values()];
}

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: { format?: string } };

/** The operation's parameters, references resolved. */
export function parametersOf(entry: OperationEntry): Parameter[] {
  const components = (contractDocuments[entry.service].components?.parameters ?? {}) as Record<string, Parameter>;
  const list = (entry.operation.parameters ?? []) as (Parameter | { $ref: string })[];
  return list.map((parameter) => ('$ref' in parameter ? (components[parameter.$ref.split('/').pop() as string] as Parameter) : parameter));
}

/** A path value of the right form (a fresh uuid where the contract wants one), so that only the part under test is wrong. */
export const plausible = (parameter: Parameter) => (parameter.schema?.format === 'uuid' ? crypto.randomUUID() : 'sample-value');

/** The operation's URL with every path parameter set to `value(parameter)` (already encoded) and `query` appended. */
export function urlOf(entry: OperationEntry, value: (parameter: Parameter) => string = plausible, query = '') {
  const parameters = parametersOf(entry).filter((parameter) => parameter.in === 'path');
  const path = entry.path.replace(/\{([^}]+)\}/g, (_match, name: string) => value(parameters.find((p) => p.name === name) ?? { name, in: 'path' }));
  return `${servicePrefix[entry.service]}${path}${query}`;
}

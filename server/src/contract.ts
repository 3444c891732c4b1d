// The contract is read from openapi/*.yaml at start: routes, request validation and permissions all come from it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { openapiDir } from './paths';


export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OperationObject | unknown>>;
  components?: Record<string, Record<string, unknown>>;
  'x-permissions'?: PermissionDefinition[];
  [key: string]: unknown;
};

export type OperationObject = {
  operationId: string;
  tags?: string[];
  'x-permission': string;
  'x-allow-self'?: string;
  'x-rate-limit'?: string;
  'x-scope'?: AccessScope;
  'x-target'?: TargetRule;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  [key: string]: unknown;
};

/** Whose records an operation reaches: the caller's state's (the default for signed-in calls), or every state's. */
export type AccessScope = 'state' | 'global';
/** The record a path parameter names, which the caller must be allowed to change: see plugins/targets.ts. */
export type TargetRule = { param: string; rule: 'account' };

export type PermissionDefinition = { operation: string; name: string; description: string; category: string; restriction: string; heldBy: string[] };

export type Service = 'portal' | 'billing';
export const servicePrefix: Record<Service, string> = { portal: '/api', billing: '/billing-api' };

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const cache = new Map<Service, OpenApiDocument>();

export function loadContract(service: Service): OpenApiDocument {
  let document = cache.get(service);
  if (!document) {
    // js-yaml reads the contract in a tenth of the time `yaml` takes (a second of every start-up); its core schema
    // reads what the YAML 1.2 core schema reads, so a date stays text.
    document = load(readFileSync(path.join(openapiDir, `${service}.yaml`), 'utf8'), { schema: CORE_SCHEMA }) as OpenApiDocument;
    cache.set(service, document);
  }
  // Each caller gets its own copy: fastify-openapi-glue and the validators rewrite what they are given.
  return structuredClone(document);
}

export type OperationEntry = { service: Service; method: string; path: string; operation: OperationObject };

export function listOperations(service: Service): OperationEntry[] {
  const document = loadContract(service);
  return Object.entries(document.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.has(method))
      .map(([method, operation]) => ({ service, method, path: p, operation: operation as OperationObject })),
  );
}

/** Every media type the contract names for a request or a response body. */
export function mediaTypesOf(service: Service): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const content = (node as { content?: Record<string, unknown> }).content;
    if (content && typeof content === 'object') for (const type of Object.keys(content)) found.add(type);
    for (const value of Object.values(node)) visit(value);
  };
  const document = loadContract(service);
  visit(document.paths);
  visit(document.components);
  return found;
}

/**
 * The methods the contracts declare at an address (its path under a service's prefix, parameters filled in), in
 * upper case, with HEAD wherever GET is (Fastify answers it from the GET route); none for an address of no path.
 */
export function methodsAt(): (pathname: string) => string[] {
  const paths = (['portal', 'billing'] as Service[]).flatMap((service) =>
    Object.entries(loadContract(service).paths).map(([template, item]) => {
      const pattern = template
        .split('/')
        .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      const methods = Object.keys(item)
        .filter((method) => httpMethods.has(method))
        .map((method) => method.toUpperCase());
      return { pattern: new RegExp(`^${servicePrefix[service]}${pattern}/?$`), methods: methods.includes('GET') ? [...methods, 'HEAD'] : methods };
    }),
  );
  return (pathname) => {
    const found = new Set(paths.filter(({ pattern }) => pattern.test(pathname)).flatMap(({ methods }) => methods));
    return [...found].sort();
  };
}

// The edge every request body passes before a handler sees it: an operation takes only the media types its contract
// declares for its requestBody (415 otherwise, 400 when it declares none), and JSON is parsed only when it is not
// nested deeper than any body of the contract could be, so that neither a parser nor a validator recurses without end.
// What is left (the schema) is Fastify's validation; multipart bodies are read and checked by their handlers.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The media types the contract declares for the operation's request body; none when it takes no body. */
    requestMediaTypes?: string[];
    /** The contract requires a JSON request body. */
    jsonBodyRequired?: boolean;
  }
}

/** Deeper than any request body of the contract (they nest four or five levels at most). */
export const maxJsonDepth = 32;

/** Whether the JSON text opens more than `limit` objects or arrays inside one another, read without parsing it. */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

const bodyError = (status: number, field: string, message: string, code = 'BAD_REQUEST_BODY') =>
  new HttpError(status, message, code, [{ field, message }]);

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

const mediaTypeOf = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** The dotted path of the first string (or key) holding a NUL character, '' for the value itself, else undefined. */
function fieldWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (Buffer.isBuffer(value) || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return itemPath;
    const found = fieldWithNul(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Why well-formed JSON text was refused for reaching an object's prototype (a `__proto__` key, or `prototype` inside a
 * `constructor`), in words; undefined when the text is not well-formed JSON, or holds neither.
 */
function prototypeKeyIn(text: string): string | undefined {
  let found: string | undefined;
  try {
    JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') found ??= 'The request body may not have a field named "__proto__"';
      else if (key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype')) {
        found ??= 'The request body may not have a field named "prototype" inside one named "constructor"';
      }
      return value;
    });
  } catch {
    return undefined;
  }
  return found;
}

export default fp<{ contractMediaTypes: Set<string> }>(async (app, { contractMediaTypes }) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (nestedDeeperThan(body, maxJsonDepth)) {
      done(bodyError(400, 'body', `The request body is nested more than ${maxJsonDepth} levels deep`), undefined);
      return;
    }
    parseJson(request, body, (error, value) => {
      // Fastify's parser refuses a key that would reach an object's prototype with the same error as broken JSON.
      const poisoned = (error as { code?: string } | null)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? prototypeKeyIn(body) : undefined;
      if (poisoned) done(bodyError(400, 'body', poisoned), undefined);
      else done(error, value);
    });
  });
  // Only JSON and multipart are parsed; every other body is refused below before anything reads it. The other types
  // the contract names (downloads) get a parser that refuses too, because fastify-openapi-glue warns at start about
  // a media type without one.
  app.removeContentTypeParser('text/plain');
  const refused = [...contractMediaTypes].filter((type) => !app.hasContentTypeParser(type));
  app.addContentTypeParser(refused, (request, _payload, done) => {
    done(bodyError(415, 'content-type', `A body of type ${mediaTypeOf(request)} is not accepted here`, 'UNSUPPORTED_MEDIA_TYPE'), undefined);
  });

  // After the access check (onRequest), before the body is read: a caller who may not call learns nothing from it.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const declared = request.routeOptions.config.requestMediaTypes;
    if (!declared || !hasBody(request)) return payload;
    if (declared.length === 0) throw bodyError(400, 'body', 'This call takes no request body');
    const mediaType = mediaTypeOf(request);
    if (!declared.includes(mediaType)) {
      const sent = mediaType ? `A body of type ${mediaType}` : 'A body without a Content-Type';
      throw bodyError(415, 'content-type', `${sent} is not accepted here; send ${declared.join(' or ')}`, 'UNSUPPORTED_MEDIA_TYPE');
    }
    return payload;
  });

  // Fastify validates a body only when there is one: a request without the JSON body the contract requires would
  // reach the handler with none.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.jsonBodyRequired && request.body === undefined) {
      throw new HttpError(400, 'body: This Field is required', 'VALIDATION_FAILED', [{ field: 'body', message: 'This Field is required' }]);
    }
    // PostgreSQL text cannot hold a NUL character: refuse it here, naming the field, rather than fail in a query. A page
    // of the app (the not-found handler's index.html) reads no database: its address's choices are the app's to drop.
    if (request.is404) return;
    const field = fieldWithNul({ ...(request.params as object), ...(request.query as object) }) ?? fieldWithNul(request.body);
    if (field !== undefined) {
      const message = 'contains a character that is not allowed';
      throw new HttpError(400, `${field || 'body'}: ${message}`, 'VALIDATION_FAILED', [{ field: field || 'body', message }]);
    }
  });
});

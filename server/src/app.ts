// The Fastify application: routes and request validation come from openapi/*.yaml through fastify-openapi-glue,
// one handler per operationId (contractRoutes.ts); the billing service is a plugin of its own (billing/service.ts).
import path from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import multipart from '@fastify/multipart';
import type { Config } from './config';
import { billingService } from './billing/service';
import { signatureFirst } from './billing/signatures';
import { mediaTypesOf, methodsAt, servicePrefix } from './contract';
import { registerContract } from './contractRoutes';
import type { Database } from './db/client';
import { createHandlers } from './handlers';
import accessPlugin from './plugins/access';
import apiDocsPlugin from './plugins/apiDocs';
import auditPlugin from './plugins/audit';
import compressionPlugin from './plugins/compression';
import errorsPlugin from './plugins/errors';
import rateLimitPlugin from './plugins/rateLimit';
import spaPlugin, { indexHtmlOf } from './plugins/spa';
import requestBodiesPlugin from './plugins/requestBodies';
import securityHeadersPlugin, { inlineScriptHashes } from './plugins/securityHeaders';
import { offlineGeocoder } from './reference/gazetteer';
import { running } from './services/lifecycle';
import { createMailer } from './services/mail';
import { createDatabaseStorage, createLocalStorage } from './services/storage';
import type { Services } from './services';

export type AppOptions = {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** The built SPA; served at / when present. */
  spaDir?: string;
  /** The billing service alone (`npm run start:billing`): its routes on the same edge, without the portal's. */
  billingOnly?: boolean;
};

/** Accepts both `district=a&district=b` and the specification's `district[0]=a&district[1]=b`. */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [rawKey, value] of Object.entries(parseQuery(query))) {
    const key = rawKey.replace(/\[\d*\]$/, '');
    const values = ([] as string[]).concat(value ?? []);
    const existing = result[key];
    const merged = existing === undefined ? values : ([] as string[]).concat(existing, values);
    result[key] = merged.length === 1 && key === rawKey ? (merged[0] as string) : merged;
  }
  return result;
}

/**
 * A route's validators and response serializers, compiled when a request first needs them and kept by schema for
 * every app this process builds. Compiling all of the contract's few hundred schemas up front was most of a start-up,
 * though a running portal uses a few dozen routes in its first minutes, and the server tests build an app per file in
 * one process. A compiled function depends on its schema and the compiler's options alone, which are the same each
 * time.
 */
const compiledSchemas = new Map<string, unknown>();
function compiledOnce<T>(kind: string, schema: unknown, compile: () => T): T {
  const key = `${kind} ${JSON.stringify(schema)}`;
  if (!compiledSchemas.has(key)) compiledSchemas.set(key, compile());
  return compiledSchemas.get(key) as T;
}

/** A validator (Ajv's reports its failures in `errors`) or serializer that compiles on its first call. */
function whenFirstUsed<R, E>(compile: () => ((data: unknown) => R) & { errors?: E }): ((data: unknown) => R) & { errors?: E } {
  let compiled: (((data: unknown) => R) & { errors?: E }) | undefined;
  const run: ((data: unknown) => R) & { errors?: E } = (data) => {
    compiled ??= compile();
    const result = compiled(data);
    run.errors = compiled.errors;
    return result;
  };
  return run;
}

export async function buildApp({ config, db, logger = false, spaDir, billingOnly = false }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    // maxParamLength: above every path parameter's maxLength in the contract (placeId 300, an email 254, percent-encoded
    // up to three times as long), so any value the contract allows reaches validation, which names the parameter.
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString, maxParamLength: 1000 },
    // Errors the router raises before any route runs (a malformed percent-encoding, an overlong parameter) leave as a
    // 400 with the contract's Error body, not Fastify's own 400/414 bodies.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const status = tooLong || error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 500);
      void reply.status(status).send({
        message: tooLong ? 'A value in the address is too long' : status === 400 ? 'The address is malformed' : 'Something went wrong on our side. Please try again.',
        code: tooLong ? 'PARAM_TOO_LONG' : status === 400 ? 'BAD_URL' : 'INTERNAL',
      });
    },
    // What Node's HTTP parser refuses before Fastify sees a request (an address or headers over its 16 KB, a request
    // that never finishes arriving, bytes that are not HTTP) leaves with the contract's Error body too.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Duplex) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, reason, body] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', { message: 'The address or the request headers are too long', code: 'HEADERS_TOO_LARGE' }]
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'Request Timeout', { message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' }]
            : [400, 'Bad Request', { message: 'The request is not well-formed HTTP', code: 'BAD_REQUEST' }];
      const text = JSON.stringify(body);
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
        );
      }
      socket.destroy(error);
    },
    bodyLimit: 1024 * 1024,
    return503OnClosing: false,
  });

  // OpenAPI 3.1 schemas are JSON Schema 2020-12. Path and query values arrive as text, so they are coerced to the
  // contract's types; JSON bodies are not: a number where the contract wants text is a 400, as the contract says.
  // verbose: a failure carries its schema, whose x-messages the error answer reads (plugins/errors.ts).
  const validatorOptions = { removeAdditional: false, useDefaults: true, strict: false, addUsedSchema: false, allErrors: false, verbose: true } as const;
  const textValidator = addFormats(new Ajv2020({ ...validatorOptions, coerceTypes: 'array' }));
  const bodyValidator = addFormats(new Ajv2020({ ...validatorOptions, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const validator = httpPart === 'body' ? bodyValidator : textValidator;
    return whenFirstUsed(() => compiledOnce(httpPart === 'body' ? 'body' : 'text', schema, () => validator.compile(schema)));
  });
  // Fastify's own serializer compiler, with the cache: a response is written with exactly the contract's properties.
  app.setSerializerCompiler(({ schema }) =>
    whenFirstUsed(() => compiledOnce('response', schema, () => fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]))),
  );

  const services: Services = {
    db,
    config,
    mailer: createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    storage: config.databaseUrl ? createDatabaseStorage(db) : createLocalStorage(path.join(config.dataDir, 'files')),
    geocoder: offlineGeocoder,
    log: app.log,
    lifecycle: running(),
  };
  // After the requests in flight, so that the mail they queued is handed over or left in the outbox for the next start.
  app.addHook('onClose', () => services.mailer.close());
  // Stopping (services/lifecycle.ts): each answer closes its connection, so that a client's next request opens one to
  // a server that takes it; once closing, a request still arriving on an open connection is refused in the contract's
  // Error body (return503OnClosing off: Fastify's own 503 body is not the contract's).
  const { lifecycle } = services;
  app.addHook('preClose', async () => {
    lifecycle.stopping = true;
    lifecycle.closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (lifecycle.closing) {
      return reply.status(503).header('connection', 'close').send({ message: 'The server is stopping; try again in a moment', code: 'SHUTTING_DOWN' });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.stopping) reply.header('connection', 'close');
  });
  // The billing service alone serves no app.
  const spaRoot = billingOnly ? undefined : spaDir;
  const indexHtml = indexHtmlOf(spaRoot);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl, inlineScripts: indexHtml === null ? [] : inlineScriptHashes(indexHtml) });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: Math.max(config.imageMaxBytes, config.documentMaxBytes, config.spreadsheetMaxBytes), files: 1, fields: 20 },
  });
  await app.register(errorsPlugin);
  await app.register(accessPlugin, { db, config });
  await app.register(auditPlugin);
  await app.register(rateLimitPlugin, { db, config });
  // A provider's call (the fund notification, Paystack's webhook) is believed for its signature alone: it is checked
  // before anything is said about the body, its media type included.
  app.addHook('preParsing', signatureFirst(config));
  await app.register(requestBodiesPlugin, { contractMediaTypes: new Set([...mediaTypesOf('portal'), ...mediaTypesOf('billing')]) });

  // Multipart bodies are read by the handler from the stream; the contract's schema for them documents the parts.
  // Header parameters are named as the contract spells them (X-Signature), and Node hands them over lower-cased;
  // Fastify lower-cases a header schema itself only for its own validator, not for one set with setValidatorCompiler.
  app.addHook('onRoute', (route) => {
    const headers = route.schema?.headers as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    if (headers?.properties) {
      headers.properties = Object.fromEntries(Object.entries(headers.properties).map(([name, schema]) => [name.toLowerCase(), schema]));
      headers.required = headers.required?.map((name) => name.toLowerCase());
    }
    const body = route.schema?.body as { content?: Record<string, unknown> } | undefined;
    if (body?.content?.['multipart/form-data']) {
      delete body.content['multipart/form-data'];
      if (Object.keys(body.content).length === 0) delete route.schema?.body;
    }
  });

  if (!billingOnly) await registerContract(app, 'portal', createHandlers(services));
  await app.register(billingService, { services });

  if (!billingOnly) await app.register(apiDocsPlugin, { publicUrl: config.publicUrl });
  // Alone, the billing service serves no pages; an unknown address still answers the contract's JSON 404.
  await app.register(spaPlugin, { root: spaRoot, apiPrefixes: Object.values(servicePrefix), methodsAt: methodsAt() });

  return { app, services };
}

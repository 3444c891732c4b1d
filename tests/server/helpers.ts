// Small tools the server tests share: tokens that must fail, real image bytes, multipart bodies, and the common
// "no token / expired token / forged token" checks every protected operation answers the same way.
import { randomBytes, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { SignJWT } from 'jose';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { expectContract } from './contract';
import type { TestApp } from './harness';

const issuer = 'state-education-portal';

/** A correctly signed access token that expired a minute ago. */
export function expiredAccessToken(app: TestApp, staffId: string, familyId: string = randomUUID()) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ fid: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(staffId)
    .setIssuer(issuer)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(app.config.jwtSecret);
}

/** A token that looks right (claims, issuer, lifetime) but is signed with a secret the server does not know. */
export function forgedAccessToken(staffId: string, familyId: string = randomUUID()) {
  return new SignJWT({ fid: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(staffId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(randomBytes(48));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid PNG of `width` × `height` RGB pixels; `noise` fills it with random pixels so it does not compress. */
export function pngImage(width = 1, height = 1, noise = false) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), noise ? randomBytes(width * 3) : Buffer.alloc(width * 3, 0x40)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`, ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []), '', ''].join('\r\n');
    chunks.push(Buffer.from(head, 'latin1'), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart body with one image `file` part. */
export const imageUpload = (data: Buffer, filename = 'picture.png', contentType = 'image/png') =>
  multipart([{ name: 'file', data, filename, contentType }]);

/** A Content-Security-Policy header's directives, each with its values. */
export const directivesOf = (policy: unknown) =>
  new Map(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );

export type ErrorBody = { message: string; code?: string; details?: { field: string; message: string }[] };
export const errorOf = (response: LightMyRequestResponse) => response.json() as ErrorBody;

/** Sends the request and checks its status and that the answer (whatever it is) matches the contract. */
export async function call(app: TestApp, operationId: string, options: InjectOptions, status: number) {
  const response = await app.app.inject(options);
  expect(response.statusCode, `${operationId} ${String(options.method)} ${String(options.url)}: ${response.body.slice(0, 500)}`).toBe(status);
  expectContract(operationId, response);
  return response;
}

/** A 400 whose first detail names `field`. */
export async function expectBadRequest(app: TestApp, operationId: string, options: InjectOptions, field: string) {
  const response = await call(app, operationId, options, 400);
  const body = errorOf(response);
  expect(body.details?.[0]?.field, JSON.stringify(body)).toBe(field);
  expect(body.message).toEqual(expect.any(String));
  return body;
}

/**
 * What every protected operation answers before it looks at anything else: 401 without a token, 451 for an
 * expired or a forged token, and 451 for a malformed Authorization header.
 */
export async function expectTokenChecks(app: TestApp, operationId: string, options: InjectOptions, staffId: string) {
  const withoutToken = await call(app, operationId, options, 401);
  expect(errorOf(withoutToken).code).toBe('UNAUTHORIZED');
  const headers = { ...(options.headers ?? {}) } as Record<string, string>;
  const expired = await call(app, operationId, { ...options, headers: { ...headers, ...bearer(await expiredAccessToken(app, staffId)) } }, 451);
  expect(errorOf(expired).code).toBe('ACCESS_TOKEN_INVALID');
  expect(errorOf(expired).message).toMatch(/expired/i);
  const forged = await call(app, operationId, { ...options, headers: { ...headers, ...bearer(await forgedAccessToken(staffId)) } }, 451);
  expect(errorOf(forged).code).toBe('ACCESS_TOKEN_INVALID');
  await call(app, operationId, { ...options, headers: { ...headers, authorization: 'Bearer not.a.jwt' } }, 451);
}

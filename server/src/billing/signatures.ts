// The signatures payment notifications carry: a hex HMAC of the raw body, which the receiver computes again and
// compares in constant time. The local checkout signs with SHA-256 and the billing secret; Paystack with SHA-512 and
// its secret key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { errorCodes, type FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { unauthorized } from '../errors';

type Algorithm = 'sha256' | 'sha512';

export const signatureOf = (algorithm: Algorithm, secret: string, body: string) => createHmac(algorithm, secret).update(body).digest('hex');

/** Whether `signature` is the hex HMAC of `body` under `secret`. */
function signedBy(algorithm: Algorithm, secret: string, body: string | Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac(algorithm, secret).update(body).digest();
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A provider's call, believed for its signature alone: the header carrying it, its HMAC and secret, and the refusals' words. */
type SignedCall = { header: string; algorithm: Algorithm; secret: (config: Config) => string | undefined; refused: string };

const signedCalls: Partial<Record<string, SignedCall>> = {
  fundWallet: { header: 'x-signature', algorithm: 'sha256', secret: (config) => config.billingWebhookSecret, refused: "The notification's signature is missing or wrong" },
  receivePaystackEvent: {
    header: 'x-paystack-signature',
    algorithm: 'sha512',
    secret: (config) => config.paystackSecretKey,
    refused: "The event's signature is missing or wrong",
  },
};

/** The header a provider's call carries for `body`, signed as the provider signs it (none for a call not signed, or without its secret). */
export function signedHeadersOf(config: Config, operationId: string, body: string): Record<string, string> {
  const call = signedCalls[operationId];
  const secret = call?.secret(config);
  return call && secret ? { [call.header]: signatureOf(call.algorithm, secret, body) } : {};
}

/** The body's bytes as they arrive, or a refusal once they pass `limit` (the route's body limit). */
async function bytesOf(payload: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * The signature of a provider's call, checked on the body's bytes as they arrived, before they are parsed or validated
 * (a `preParsing` hook): a missing or wrong one is 401 whatever the body, and only a signed body is told what is wrong
 * with it. The bytes are handed on for parsing unchanged.
 */
export function signatureFirst(config: Config) {
  return async (request: FastifyRequest, _reply: unknown, payload: Readable) => {
    const call = signedCalls[request.routeOptions.config.operationId ?? ''];
    if (!call) return payload;
    // Without its secret the call is not offered here, which its handler says.
    const secret = call.secret(config);
    if (!secret) return payload;
    const header = request.headers[call.header];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature) throw unauthorized(call.refused);
    const body = await bytesOf(payload, request.routeOptions.bodyLimit);
    if (!signedBy(call.algorithm, secret, body, signature)) throw unauthorized(call.refused);
    return Readable.from([body]);
  };
}

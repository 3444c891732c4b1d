// The signatures payment notifications carry: a hex HMAC of the raw body, which the receiver computes again and
// compares in constant time. The local checkout signs with SHA-256 and the billing secret; Paystack with SHA-512 and
// its secret key.
import { createHmac, timingSafeEqual } from 'node:crypto';

type Algorithm = 'sha256' | 'sha512';

export const signatureOf = (algorithm: Algorithm, secret: string, body: string) => createHmac(algorithm, secret).update(body).digest('hex');

/** Whether `signature` is the hex HMAC of `body` under `secret`. */
export function signedBy(algorithm: Algorithm, secret: string, body: string | undefined, signature: string | undefined): boolean {
  if (!signature || body === undefined) return false;
  const expected = createHmac(algorithm, secret).update(body).digest();
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

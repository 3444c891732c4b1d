// scrypt from node:crypto: no native build step, and the parameters travel with the hash so they can be raised.
import crypto, { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Called through the module object, so a test can watch that refusing an unknown account really runs it.
const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const parameters = { N: 16384, r: 8, p: 1 };
const keyLength = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, keyLength, parameters);
  return `scrypt$${parameters.N}$${parameters.r}$${parameters.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

let unknownAccountHash: Promise<string> | undefined;

/**
 * A hash of a random password, made with the same parameters as every real one: sign-in verifies against it when no
 * account matches, so an unknown account takes as long to refuse as a wrong password does.
 */
export function hashForUnknownAccount(): Promise<string> {
  unknownAccountHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return unknownAccountHash;
}

/** The rule of SPEC section 5, enforced on the server as well as in forms. */
export const passwordRule = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;

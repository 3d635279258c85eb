import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt on libuv's thread pool, as a promise. */
const scryptAsync = (password: string, salt: Buffer, keylen: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keylen, (error, key) => (error ? reject(error) : resolve(key))),
  );
const KEY_LENGTH = 32;

/**
 * Hashes a password as `scrypt$<salt hex>$<hash hex>`. The seed generator passes a fixed salt so
 * that mock-db.json is deterministic; the server lets it default to fresh random bytes.
 *
 * @example
 * hashPassword('jimu123456'); // 'scrypt$9f…$4c…'
 */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

/**
 * Checks a password against a stored hash. Runs scrypt on libuv's thread pool, so a login does
 * not stall other requests; compares in constant time. A malformed hash never matches.
 *
 * @example
 * await verifyPassword('jimu123456', user.password); // true
 */
export async function verifyPassword(password: string, stored: unknown): Promise<boolean> {
  if (typeof stored !== 'string') return false;
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length || KEY_LENGTH);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

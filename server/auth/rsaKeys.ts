import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import writeFileAtomic from 'write-file-atomic';
import { RSA_KEY_BITS, RSA_PUBLIC_EXPONENT } from '../../runtime/lib/rsaChunks';

/** The server's RSA key pair as PEM text. */
export interface RsaKeys {
  publicKeyPem: string;
  privateKeyPem: string;
}

/** A key file as the server writes it: both halves, as PEM text. */
const isRsaKeys = (value: unknown): value is RsaKeys =>
  typeof value === 'object' &&
  value !== null &&
  'publicKeyPem' in value &&
  'privateKeyPem' in value &&
  typeof value.publicKeyPem === 'string' &&
  typeof value.privateKeyPem === 'string' &&
  value.publicKeyPem !== '' &&
  value.privateKeyPem !== '';

/**
 * Loads the key pair kept in the data folder, or makes a 1024-bit one with exponent 010001
 * and keeps it there, so a client's cached public key stays valid across restarts.
 *
 * @example
 * const { publicKeyPem } = loadOrCreateRsaKeys('.data');
 */
export function loadOrCreateRsaKeys(dataDir: string): RsaKeys {
  const file = join(dataDir, 'rsa-key.json');
  if (existsSync(file)) {
    const keys: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isRsaKeys(keys)) return keys;
  }
  const pair = forge.pki.rsa.generateKeyPair({ bits: RSA_KEY_BITS, e: RSA_PUBLIC_EXPONENT });
  const keys = {
    publicKeyPem: forge.pki.publicKeyToPem(pair.publicKey),
    privateKeyPem: forge.pki.privateKeyToPem(pair.privateKey),
  };
  writeFileAtomic.sync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decryptChunks,
  decryptChunksPublic,
  encryptChunks,
  encryptChunksPrivate,
  RSA_CIPHER_CHUNK_BYTES,
  RSA_KEY_BITS,
  RSA_PLAIN_CHUNK_BYTES,
  RSA_PUBLIC_EXPONENT,
} from './rsaChunks';

let publicKeyPem = '';
let privateKeyPem = '';

beforeAll(() => {
  const pair = forge.pki.rsa.generateKeyPair({ bits: RSA_KEY_BITS, e: RSA_PUBLIC_EXPONENT });
  publicKeyPem = forge.pki.publicKeyToPem(pair.publicKey);
  privateKeyPem = forge.pki.privateKeyToPem(pair.privateKey);
});

const cipherLength = (base64: string) => forge.util.decode64(base64).length;

describe('rsaChunks', () => {
  it('API-02 K-04 uses 117-byte plain chunks and 128-byte cipher blocks of a 1024-bit key', () => {
    expect(RSA_PLAIN_CHUNK_BYTES).toBe(117);
    expect(RSA_CIPHER_CHUNK_BYTES).toBe(128);
    expect(forge.pki.publicKeyFromPem(publicKeyPem).e.toString(16)).toBe('10001');
    expect(cipherLength(encryptChunks(publicKeyPem, 'x'.repeat(117)))).toBe(128);
    expect(cipherLength(encryptChunks(publicKeyPem, 'x'.repeat(118)))).toBe(256);
  });

  it('API-02 round-trips long multi-byte text that is cut inside a character', () => {
    // 3-byte characters: 117 is a multiple of 3, so shift by one ASCII byte to split a character.
    const text = JSON.stringify({ a: 'x', name: '积木工作台'.repeat(40), n: 1 });
    const sealed = encryptChunks(publicKeyPem, text);
    expect(cipherLength(sealed) % 128).toBe(0);
    expect(decryptChunks(privateKeyPem, sealed)).toBe(text);
  });

  it('API-02 answers sealed with the private key open with the public key', () => {
    const text = JSON.stringify({ code: 200, msg: 'success', data: { list: ['积木'], total: 1 } });
    const sealed = encryptChunksPrivate(privateKeyPem, text);
    expect(decryptChunksPublic(publicKeyPem, sealed)).toBe(text);
    expect(() => decryptChunks(privateKeyPem, sealed)).toThrow();
  });

  it('API-02 rejects text that is not whole cipher blocks', () => {
    expect(() => decryptChunks(privateKeyPem, forge.util.encode64('short'))).toThrow(/128-byte/);
    expect(() => decryptChunks(privateKeyPem, '')).toThrow(/128-byte/);
  });
});

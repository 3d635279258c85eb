import forge from 'node-forge';

/**
 * The optional RSA payload encryption, shared by the runtime's http client (browser) and the mock
 * server (Node). It uses node-forge only — no Buffer, no node:crypto — so both sides import the
 * very same code and cannot drift apart.
 *
 * With a 1024-bit key one PKCS#1 v1.5 block holds 128 bytes, of which 11 are padding: the
 * UTF-8 bytes of the text are cut into 117-byte chunks, each encrypted to 128 bytes, and the
 * concatenated cipher blocks travel as one base64 string.
 */

/** Plain bytes per chunk: 128-byte block minus 11 bytes of PKCS#1 v1.5 padding. */
export const RSA_PLAIN_CHUNK_BYTES = 117;
/** Cipher bytes per chunk for a 1024-bit key. */
export const RSA_CIPHER_CHUNK_BYTES = 128;
/** Key size: the console and the mock server use 1024-bit keys. */
export const RSA_KEY_BITS = 1024;
/** Public exponent 010001 (65537), the one both sides use. */
export const RSA_PUBLIC_EXPONENT = 0x10001;

type BlockCipher = (bytes: string) => string;

/** forge's raw RSA primitives (PKCS#1 v1.5 with an explicit block type), missing from its types. */
const rawRsa = forge.pki.rsa as unknown as {
  encrypt(bytes: string, key: forge.pki.rsa.PrivateKey, blockType: 0x01): string;
  decrypt(bytes: string, key: forge.pki.rsa.PublicKey, publicOperation: true, removePadding: true): string;
};

function chunked(bytes: string, size: number, cipher: BlockCipher): string {
  let out = '';
  for (let start = 0; start < bytes.length; start += size) out += cipher(bytes.slice(start, start + size));
  return out;
}

function cipherBytes(base64: string): string {
  const bytes = forge.util.decode64(base64.trim());
  if (bytes.length === 0 || bytes.length % RSA_CIPHER_CHUNK_BYTES !== 0) {
    throw new Error(`Encrypted payload must be a whole number of ${RSA_CIPHER_CHUNK_BYTES}-byte blocks`);
  }
  return bytes;
}

/**
 * Encrypts `text` with the public key (PKCS#1 v1.5 type 2) in 117-byte chunks: what a client
 * sends when `http.loginRSA` is on.
 *
 * @example
 * const body = encryptChunks(publicKeyPem, JSON.stringify({ username: 'admin' }));
 */
export function encryptChunks(publicKeyPem: string, text: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const bytes = forge.util.encodeUtf8(text);
  return forge.util.encode64(
    chunked(bytes, RSA_PLAIN_CHUNK_BYTES, (chunk) => key.encrypt(chunk, 'RSAES-PKCS1-V1_5')),
  );
}

/**
 * Reverses {@link encryptChunks} with the private key. Throws when the text is not base64 of
 * whole 128-byte blocks or a block does not decrypt.
 *
 * @example
 * const json = decryptChunks(privateKeyPem, body); // '{"username":"admin"}'
 */
export function decryptChunks(privateKeyPem: string, base64: string): string {
  const key = forge.pki.privateKeyFromPem(privateKeyPem);
  const bytes = cipherBytes(base64);
  return forge.util.decodeUtf8(
    chunked(bytes, RSA_CIPHER_CHUNK_BYTES, (block) => key.decrypt(block, 'RSAES-PKCS1-V1_5')),
  );
}

/**
 * Encrypts an answer with the private key (PKCS#1 v1.5 type 1), so that a client holding only
 * the public key from /publicKey can read it: the server's side of "responses decrypted in
 * 128-byte chunks". It hides nothing from whoever has the public key; it is the spec's scheme.
 *
 * @example
 * res.send(encryptChunksPrivate(privateKeyPem, JSON.stringify(envelope)));
 */
export function encryptChunksPrivate(privateKeyPem: string, text: string): string {
  const key = forge.pki.privateKeyFromPem(privateKeyPem);
  const bytes = forge.util.encodeUtf8(text);
  return forge.util.encode64(
    chunked(bytes, RSA_PLAIN_CHUNK_BYTES, (chunk) => rawRsa.encrypt(chunk, key, 0x01)),
  );
}

/**
 * Reverses {@link encryptChunksPrivate} with the public key: how the client reads an answer.
 *
 * @example
 * const envelope = JSON.parse(decryptChunksPublic(publicKeyPem, responseText));
 */
export function decryptChunksPublic(publicKeyPem: string, base64: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const bytes = cipherBytes(base64);
  return forge.util.decodeUtf8(
    chunked(bytes, RSA_CIPHER_CHUNK_BYTES, (block) => rawRsa.decrypt(block, key, true, true)),
  );
}

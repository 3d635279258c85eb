import type { BodyCodec } from './createFetchRequest';

const base64Text = /^[A-Za-z0-9+/]+={0,2}$/;

// node-forge is ~300 KB: loaded only when a body is really encrypted, never with loginRSA off.
const rsa = () => import('../lib/rsaChunks');

/** The /publicKey answer's data. */
export interface PublicKeyInfo {
  publicKey?: string;
  mockServer?: boolean;
}

/**
 * The optional RSA body codec, used when `app.http.loginRSA` is on. The public key is fetched
 * once (a failed fetch is retried by the next request); an empty key or `mockServer: true`
 * means "send plain". Otherwise a JSON body travels as one base64 string (sent as a JSON
 * string, which the mock server's `readBody` opens): the JSON text cut into 117-byte chunks, each
 * RSA-encrypted. An answer that arrives as a base64 string is read in
 * 128-byte blocks with the same public key (the server encrypts with its private key, see
 * `runtime/lib/rsaChunks.ts`) and parsed as JSON; any other answer (JSON, HTML, an empty body) passes through
 * unchanged.
 *
 * @example
 * const codec = createRsaCodec(async () => (await request<PublicKeyInfo>({ url: '/publicKey' })).data);
 * const request = createFetchRequest({ codec });
 */
export function createRsaCodec(fetchPublicKey: () => Promise<PublicKeyInfo>): BodyCodec {
  let pending: Promise<string | null> | undefined;
  const publicKey = (): Promise<string | null> => {
    pending ??= fetchPublicKey().then(
      (info) => (info.mockServer === true || !info.publicKey ? null : info.publicKey),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  return {
    async encode(data) {
      const key = await publicKey();
      return key === null ? data : (await rsa()).encryptChunks(key, JSON.stringify(data));
    },
    async decode(body) {
      if (typeof body !== 'string' || !base64Text.test(body.trim())) return body;
      const key = await publicKey();
      if (key === null) return body;
      return JSON.parse((await rsa()).decryptChunksPublic(key, body));
    },
  };
}

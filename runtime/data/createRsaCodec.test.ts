import forge from 'node-forge';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decryptChunks, encryptChunksPrivate } from '../lib/rsaChunks';
import { createHttpClient } from './createHttpClient';
import { fakeFetch } from './fakeFetch';

let publicKey = '';
let privateKey = '';
let server = fakeFetch();

beforeAll(() => {
  // A real 1024-bit pair with exponent 010001, as the mock server makes.
  const pair = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  publicKey = forge.pki.publicKeyToPem(pair.publicKey);
  privateKey = forge.pki.privateKeyToPem(pair.privateKey);
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

function setup(keyAnswer: () => { publicKey: string; mockServer: boolean } | Error) {
  server = fakeFetch();
  server.on('GET', '/publicKey', () => {
    const data = keyAnswer();
    return data instanceof Error ? data : { body: { code: 200, msg: 'success', data } };
  });
  const http = createHttpClient({
    baseURL: 'http://api.test',
    loginRSA: true,
    fetch: server.fetch,
    getToken: () => null,
    setToken: vi.fn(),
  });
  return { http, server };
}

describe('RSA bodies', () => {
  it('API-02 encrypts JSON bodies in 117-byte chunks with the key from /publicKey (fetched once) and reads 128-byte-block answers', async () => {
    const { http, server } = setup(() => ({ publicKey, mockServer: false }));
    const payload = { username: 'admin', note: '积木'.repeat(60) };
    server.on('POST', '/login', (call) => {
      const sent = JSON.parse(call.body ?? '');
      expect(typeof sent).toBe('string');
      const bytes = forge.util.decode64(sent);
      const plain = forge.util.encodeUtf8(JSON.stringify(payload)).length;
      expect(bytes.length).toBe(Math.ceil(plain / 117) * 128);
      expect(JSON.parse(decryptChunks(privateKey, sent))).toEqual(payload);
      const answer = { code: 200, msg: 'success', data: { token: 'admin-token-1-2' } };
      return { body: encryptChunksPrivate(privateKey, JSON.stringify(answer)) };
    });
    for (let i = 0; i < 3; i++) {
      await expect(http.post('/login', payload)).resolves.toEqual({
        code: 200,
        msg: 'success',
        data: { token: 'admin-token-1-2' },
      });
    }
    expect(server.callsTo('/publicKey')).toHaveLength(1);
  });

  it.each([
    ['the server says it is the mock server', { mockServer: true }],
    ['the key is empty', { mockServer: false, empty: true }],
  ])('API-02 sends plain JSON when %s', async (_, answer) => {
    const { http, server } = setup(() => ({
      publicKey: 'empty' in answer ? '' : publicKey,
      mockServer: answer.mockServer,
    }));
    server.on('POST', '/login', (call) => ({
      body: { code: 200, msg: 'success', data: JSON.parse(call.body ?? '') },
    }));
    await expect(http.post('/login', { username: 'admin' })).resolves.toMatchObject({
      data: { username: 'admin' },
    });
  });

  it('API-02 asks for the key again after a failed /publicKey instead of caching the failure', async () => {
    let calls = 0;
    const { http, server } = setup(() => {
      calls += 1;
      if (calls === 1) return new TypeError('fetch failed');
      return { publicKey: '', mockServer: true };
    });
    server.on('POST', '/login', () => ({ body: { code: 200, msg: 'success', data: null } }));
    await expect(http.post('/login', {})).rejects.toMatchObject({ status: 0, reason: 'network' });
    await expect(http.post('/login', {})).resolves.toMatchObject({ code: 200 });
    expect(server.callsTo('/publicKey')).toHaveLength(2);
  });
});

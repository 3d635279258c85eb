import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { decryptChunksPublic, encryptChunks } from '../../runtime/lib/rsaChunks';
import { type MockHarness, startMock } from './mockHarness';

// A config folder like the sample's, with http.loginRSA switched on.
let configDir = '';
let mock: MockHarness;
let publicKey = '';

beforeAll(async () => {
  configDir = mkdtempSync(join(tmpdir(), 'jimu-rsa-config-'));
  copyFileSync('config/permissions.yaml', join(configDir, 'permissions.yaml'));
  // The server validates app.yaml as `jimu validate` does: start from the sample's, RSA on.
  const app = parseDocument(readFileSync('config/app.yaml', 'utf8'));
  app.setIn(['http', 'loginRSA'], true);
  writeFileSync(join(configDir, 'app.yaml'), app.toString());
  mock = await startMock({ configDir });
  publicKey = (await mock.call('GET', '/publicKey')).body.data.publicKey;
});
afterAll(async () => {
  await mock.stop();
  rmSync(configDir, { recursive: true, force: true });
});

describe('mock server: RSA bodies (API-02)', () => {
  it('API-02 with loginRSA on, /publicKey says mockServer false so clients encrypt', async () => {
    const answer = await mock.call('GET', '/publicKey');
    expect(answer.body.data.mockServer).toBe(false);
  });

  it('API-02 an encrypted login body is decrypted and the answer comes back sealed in 128-byte chunks', async () => {
    const sealed = encryptChunks(publicKey, JSON.stringify({ username: 'admin', password: 'jimu123456' }));
    const answer = await mock.call('POST', '/login', {
      raw: sealed,
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-jimu-encrypted')).toBe('rsa');
    const envelope = JSON.parse(decryptChunksPublic(publicKey, answer.text));
    expect(envelope.data.token).toMatch(/^admin-token-/);

    const longTitle = '积木'.repeat(200);
    const body = encryptChunks(publicKey, JSON.stringify({ title: longTitle }));
    const saved = await mock.call('POST', '/table/doEdit', {
      token: envelope.data.token,
      raw: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(decryptChunksPublic(publicKey, saved.text)).data.title).toBe(longTitle);
  });

  it('API-02 a body that does not decrypt is 400 in a plain envelope', async () => {
    const answer = await mock.call('POST', '/login', {
      raw: 'QUJD'.repeat(43),
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
  });
});

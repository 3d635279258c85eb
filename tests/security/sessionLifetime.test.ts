import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type SecurityServer, startSecurityServer } from './securityServer';

// Sessions expire as documented — past the token lifetime a token may only be refreshed,
// and only within the refresh window; after it the session is refused everywhere and purged.
let api: SecurityServer | undefined;
afterEach(async () => {
  await api?.stop();
  api = undefined;
});

const LIFETIME_MS = 1500;
const WINDOW_MS = 1500;
/** The servers' time, moved by the tests instead of waited for. */
let now = Date.now();
const clock = () => now;
const storedSessions = (server: SecurityServer) =>
  (JSON.parse(readFileSync(join(server.dataDir, 'db.json'), 'utf8')).sessions ?? []) as {
    token: string;
    issuedAt: number;
  }[];

describe('#10.3 session lifetime', () => {
  it('#10.3 within the window an expired token refreshes; a session older than lifetime + window is refused by /refreshToken', async () => {
    now = Date.now();
    api = await startSecurityServer({ tokenLifetimeMs: LIFETIME_MS, refreshWindowMs: WINDOW_MS, clock });
    const issued = now;
    const early = await api.login('editor');
    const late = await api.login('editor');
    now = issued + LIFETIME_MS + 50;
    expect((await api.call('GET', '/user_info', { token: early })).status).toBe(402);
    const refreshed = await api.call('GET', '/refreshToken', { token: early });
    expect(refreshed.status).toBe(200);
    now = issued + LIFETIME_MS + WINDOW_MS + 50;
    for (const path of ['/refreshToken', '/REFRESHTOKEN/']) {
      const refused = await api.call('GET', path, { token: late });
      expect(refused.status, path).toBe(401);
    }
    expect((await api.call('POST', '/v1/users/refreshToken', { token: late, body: {} })).status).toBe(401);
    expect((await api.call('GET', '/logout', { token: late })).status).toBe(401);
  });

  it('#10.3 dead sessions are purged from the data file on start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jimu-sessions-'));
    now = Date.now();
    const options = { dataDir, tokenLifetimeMs: LIFETIME_MS, refreshWindowMs: WINDOW_MS, clock };
    try {
      const first = await startSecurityServer(options);
      const token = await first.login('test');
      await first.stop();
      const file = join(dataDir, 'db.json');
      const data = JSON.parse(readFileSync(file, 'utf8'));
      data.sessions.push({
        token: 'admin-token-old-1',
        userId: 1,
        issuedAt: now - 30 * 24 * 3600 * 1000,
      });
      writeFileSync(file, JSON.stringify(data));
      now += LIFETIME_MS + WINDOW_MS + 50;
      api = await startSecurityServer(options);
      const started = api;
      await expect.poll(() => storedSessions(started).length).toBe(0);
      expect((await api.call('GET', '/user_info', { token })).status).toBe(401);
      expect((await api.call('GET', '/user_info', { token: 'admin-token-old-1' })).status).toBe(401);
    } finally {
      await api?.stop();
      api = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

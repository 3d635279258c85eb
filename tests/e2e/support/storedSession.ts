import type { BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD } from './signIn';

/** What playwright's `storageState` option takes: a signed-in browser's cookies and local storage. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Where a console keeps its session: its address and its config's token settings. */
export interface SessionTarget {
  url: string;
  /** The login answer's field holding the token (app.yaml `http.tokenName`). */
  tokenName: string;
  /** The local-storage key the console reads the token from (app.yaml `http.tokenStorageKey`). */
  tokenStorageKey: string;
}

const written = new Map<string, Promise<StorageState>>();

async function apiSignIn(target: SessionTarget, username: string, password: string): Promise<StorageState> {
  const answer = await fetch(`${target.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await answer.json()) as { code?: number; msg?: string; data?: Record<string, unknown> };
  const token = body.data?.[target.tokenName];
  if (!answer.ok || typeof token !== 'string') {
    throw new Error(`sign-in of ${username} at ${target.url} refused: ${answer.status} ${body.msg ?? ''}`);
  }
  return {
    cookies: [],
    origins: [{ origin: target.url, localStorage: [{ name: target.tokenStorageKey, value: token }] }],
  };
}

/**
 * The stored session of `username` on the console at `target.url`: one API sign-in (POST /login)
 * per account and console, kept for every later test of the file, in the form playwright's
 * `newContext({ storageState })` starts a browser context from. A test about the login form, the
 * session or token refresh signs in through the form instead (signIn.ts).
 *
 * @example const context = await browser.newContext({ storageState: await storedSession(app, 'admin') });
 */
export function storedSession(
  target: SessionTarget,
  username: string,
  password = DEMO_PASSWORD,
): Promise<StorageState> {
  const key = `${target.url} ${username}`;
  let state = written.get(key);
  if (!state) {
    state = apiSignIn(target, username, password);
    // A refused sign-in is not kept: the next test asks again and reports its own error.
    state.catch(() => written.delete(key));
    written.set(key, state);
  }
  return state;
}

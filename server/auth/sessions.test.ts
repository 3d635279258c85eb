import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataStore } from '../store/dataStore';
import { createSessions } from './sessions';

afterEach(() => vi.useRealTimers());

function memoryStore(sessions: unknown[]) {
  const state: Record<string, Record<string, unknown>[]> = {
    sessions: sessions as Record<string, unknown>[],
  };
  const flush = vi.fn(async () => undefined);
  return { store: { state, flush } as unknown as DataStore, flush };
}

describe('sessions', () => {
  it('#10.3 a session past lifetime + refresh window is dead: not found, purged on start and flushed', () => {
    const now = Date.now();
    const { store, flush } = memoryStore([
      { token: 'a', userId: 1, issuedAt: now - 10_000 },
      { token: 'b', userId: 1, issuedAt: now },
    ]);
    const sessions = createSessions(store, 1000, 5000);
    expect(sessions.find('a')).toBeUndefined();
    expect(sessions.find('b')).toBeDefined();
    expect((store.state.sessions as unknown[]).length).toBe(1);
    expect(flush).toHaveBeenCalled();
    sessions.stop();
  });

  it('#10.3 expired sessions are purged periodically while the server runs', () => {
    vi.useFakeTimers();
    const { store, flush } = memoryStore([]);
    const sessions = createSessions(store, 1000, 1000);
    sessions.issue(1, 'Admin');
    expect(sessions.isExpired(store.state.sessions[0] as never)).toBe(false);
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(store.state.sessions).toEqual([]);
    expect(flush).toHaveBeenCalled();
    sessions.stop();
  });
});

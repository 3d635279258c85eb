import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataStore } from '../store/dataStore';
import { createSessions } from './sessions';

afterEach(() => vi.useRealTimers());

/** A store of these sessions in memory; its database is not for the sessions to touch. */
function memoryStore(sessions: Record<string, unknown>[]) {
  const flush = vi.fn(async () => undefined);
  const untouched = () => {
    throw new Error('the sessions keep to their collection: no database call expected');
  };
  const store: DataStore = {
    db: { getState: untouched, setState: untouched, write: untouched },
    state: { sessions },
    file: 'memory',
    seedCollections: [],
    flush,
  };
  return { store, flush };
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
    expect(store.state.sessions.length).toBe(1);
    expect(flush).toHaveBeenCalled();
    sessions.stop();
  });

  it('#10.3 expired sessions are purged periodically while the server runs', () => {
    vi.useFakeTimers();
    const { store, flush } = memoryStore([]);
    const sessions = createSessions(store, 1000, 1000);
    const issued = sessions.issue(1, 'Admin');
    expect(store.state.sessions).toEqual([issued]);
    expect(sessions.isExpired(issued)).toBe(false);
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(store.state.sessions).toEqual([]);
    expect(flush).toHaveBeenCalled();
    sessions.stop();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError } from './ChunkLoadError';
import { loadChunk } from './loadChunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('ER-05 rejects with "chunk load error" once the 120000 ms chunk timeout passes, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    let outcome: unknown;
    loadChunk(() => new Promise<never>(() => {})).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect(outcome).toMatchObject({ message: 'chunk load error', kind: 'script', timedOut: true });
  });

  it('ER-05 turns a failed dynamic import into "chunk load error" and a failed style sheet into "CSS chunk load failed"', async () => {
    const script = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/static/Users-3F2A.js',
    );
    await expect(loadChunk(() => Promise.reject(script))).rejects.toMatchObject({
      message: 'chunk load error',
      kind: 'script',
      cause: script,
    });
    const css = new Error('Unable to preload CSS for /static/Users-3F2A.css');
    await expect(loadChunk(() => Promise.reject(css))).rejects.toMatchObject({
      message: 'CSS chunk load failed',
    });
  });

  it('resolves with the module, clears its timer, and lets errors thrown by the module itself through', async () => {
    vi.useFakeTimers();
    const module = { default: 'UsersPage' };
    await expect(loadChunk(async () => module, 1000)).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
    const bug = new ReferenceError('x is not defined');
    await expect(
      loadChunk(() => {
        throw bug;
      }),
    ).rejects.toBe(bug);
    expect(vi.getTimerCount()).toBe(0);
  });
});

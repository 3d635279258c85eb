import { CHUNK_TIMEOUT_MS, ChunkLoadError } from './ChunkLoadError';
import { reportChunkError } from './reportChunkError';

/**
 * Runs a dynamic import with the chunk timeout: resolves with the module, or rejects
 * with `ChunkLoadError` — 'chunk load error' when nothing arrived within `timeoutMs` (120000) or
 * the script failed, 'CSS chunk load failed' for a style sheet. Errors thrown by the module
 * itself pass through unchanged (see `reportChunkError`).
 *
 * @example
 * const UsersPage = lazyComponent(() => loadChunk(() => import('./UsersPage')).then((m) => m.UsersPage));
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('script', { timedOut: true })), timeoutMs);
    // A synchronous throw from the importer is a rejection too.
    Promise.resolve()
      .then(importer)
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(reportChunkError(error));
        },
      );
  });
}

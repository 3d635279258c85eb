import { ChunkLoadError } from '../data/ChunkLoadError';
import { HttpError } from '../data/HttpError';

/**
 * Whether an error means the network or the server was unreachable — a code chunk or page config
 * that did not arrive, a call that got no answer or timed out — rather than a bug in a page: such
 * a failure is told as an outage and worth a retry.
 *
 * @example isOutage(new ChunkLoadError('script')) // true
 */
export function isOutage(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (error instanceof HttpError) return error.status === 0 && error.reason !== 'aborted';
  // A config or module import the browser could not fetch, before loadChunk classified it.
  return error instanceof TypeError && /fetch|import|network/i.test(error.message);
}

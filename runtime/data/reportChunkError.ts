import { ChunkLoadError } from './ChunkLoadError';

// What browsers and bundlers say when a chunk does not load: Chromium, Firefox, Safari, webpack.
const scriptFailure =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|failed to load module script|loading chunk .+ failed/i;
// webpack's mini-css and Vite's preload helper; anything naming a .css file that failed to load.
const cssFailure = /css chunk|preload css|stylesheet|\.css\b/i;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  type?: unknown;
  target?: { tagName?: unknown; rel?: unknown } | null;
}

function isCssFailure(error: ErrorLike, text: string): boolean {
  if (error.code === 'CSS_CHUNK_LOAD_FAILED') return true;
  // A <link rel="stylesheet"> that fires `error` hands over an Event, not an Error.
  if (error.type === 'error' && typeof error.target?.tagName === 'string') {
    return error.target.tagName.toUpperCase() === 'LINK';
  }
  return cssFailure.test(text) && /fail|unable|error/i.test(text);
}

/**
 * Classifies what a dynamic import rejected with: a style sheet that did not load becomes
 * `ChunkLoadError('css')` ('CSS chunk load failed'), a script chunk that did not load becomes
 * `ChunkLoadError('script')` ('chunk load error'). Anything else — a module that loaded but threw
 * while running — is a real bug and comes back as it was (as an `Error`), so it is not disguised
 * as a network problem.
 *
 * @example
 * import('./UsersPage').catch((error) => { throw reportChunkError(error); });
 */
export function reportChunkError(error: unknown): Error {
  if (error instanceof ChunkLoadError) return error;
  const like: ErrorLike = typeof error === 'object' && error !== null ? error : {};
  const text = `${typeof like.message === 'string' ? like.message : ''} ${typeof error === 'string' ? error : ''}`;
  if (isCssFailure(like, text)) return new ChunkLoadError('css', { cause: error });
  const scriptEvent = like.type === 'error' && String(like.target?.tagName).toUpperCase() === 'SCRIPT';
  if (scriptEvent || like.name === 'ChunkLoadError' || scriptFailure.test(text)) {
    return new ChunkLoadError('script', { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

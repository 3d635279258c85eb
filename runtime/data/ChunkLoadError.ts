/** How long a lazily loaded screen may take before it counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A code-split chunk that did not arrive: a script chunk ('chunk load error', also after
 * `CHUNK_TIMEOUT_MS`) or a style sheet chunk ('CSS chunk load failed'). The browser's own error
 * is kept as `cause` for the error log.
 *
 * @example
 * throw new ChunkLoadError('css', { cause: linkErrorEvent });
 */
/** A failed chunk's texts are fixed English words, the same in every language. */
const MESSAGES = { script: 'chunk load error', css: 'CSS chunk load failed' } as const;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly kind: 'script' | 'css';
  readonly timedOut: boolean;

  constructor(kind: 'script' | 'css', init: { cause?: unknown; timedOut?: boolean } = {}) {
    super(MESSAGES[kind], { cause: init.cause });
    this.kind = kind;
    this.timedOut = init.timedOut ?? false;
  }
}

import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from './ChunkLoadError';
import { reportChunkError } from './reportChunkError';

describe('reportChunkError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://x/static/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/static/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['a <script> error event', { type: 'error', target: { tagName: 'SCRIPT' } }],
    [
      'webpack',
      Object.assign(new Error('Loading chunk 7 failed.\n(error: http://x/7.js)'), { name: 'ChunkLoadError' }),
    ],
  ])('ER-05 classifies a %s script-chunk failure as "chunk load error"', (_, error) => {
    const reported = reportChunkError(error);
    expect(reported).toBeInstanceOf(ChunkLoadError);
    expect(reported).toMatchObject({ message: 'chunk load error', kind: 'script', cause: error });
  });

  it.each([
    ['Vite preload', new Error('Unable to preload CSS for /static/a.css')],
    [
      'webpack mini-css',
      Object.assign(new Error('Loading CSS chunk 3 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }),
    ],
    ['a <link> error event', { type: 'error', target: { tagName: 'LINK', rel: 'stylesheet' } }],
  ])('ER-05 classifies a CSS failure (%s) as "CSS chunk load failed"', (_, error) => {
    expect(reportChunkError(error)).toMatchObject({ message: 'CSS chunk load failed', kind: 'css' });
  });

  it('leaves errors that are not load failures as they are', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')");
    expect(reportChunkError(bug)).toBe(bug);
    expect(reportChunkError('plain text')).toMatchObject({ message: 'plain text' });
    expect(reportChunkError({ type: 'error', target: { tagName: 'IMG' } })).not.toBeInstanceOf(
      ChunkLoadError,
    );
  });
});

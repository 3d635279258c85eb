import { describe, expect, it } from 'vitest';
import { isCode, type WireRequest, wireBytes } from './wireBytes';

const req = (url: string, start: number, bytes: number, more: Partial<WireRequest> = {}): WireRequest => ({
  url: `http://127.0.0.1:1/${url}`,
  type: url.endsWith('.css') ? 'stylesheet' : url.endsWith('.js') ? 'script' : 'fetch',
  start,
  bytes,
  byServiceWorker: false,
  ...more,
});

describe('wireBytes', () => {
  it('counts JS and CSS before the idle moment as the first view, the rest of the window as deferred', () => {
    const requests = [
      req('static/main.js', 10, 1024 * 100),
      req('static/app.css', 20, 1024 * 10),
      req('table/getList?pageNo=1', 30, 1024 * 50), // an API answer: not code
      req('static/frame.js', 900, 1024 * 40),
      req('static/popups.js', 2000, 1024 * 30), // an idle-time prefetch
      req('static/late.js', 10_001, 1024 * 99), // after the window
    ];
    expect(wireBytes(requests, { idleAt: 2000, windowMs: 10_000 })).toEqual({
      firstViewKib: 150,
      deferredKib: 30,
    });
  });

  it('counts what the service worker fetched as deferred whenever it started', () => {
    const requests = [
      req('static/main.js', 10, 2048),
      req('static/chunk.js', 500, 1024, { byServiceWorker: true, type: 'other' }),
    ];
    expect(wireBytes(requests, { idleAt: undefined, windowMs: 10_000 })).toEqual({
      firstViewKib: 2,
      deferredKib: 1,
    });
  });
});

describe('isCode', () => {
  it('knows code by its type or, for a worker’s fetch or a preload, by its file name', () => {
    expect(isCode({ url: 'http://h/a', type: 'Script' })).toBe(true);
    expect(isCode({ url: 'http://h/static/x-1.css?v=1', type: 'other' })).toBe(true);
    expect(isCode({ url: 'http://h/static/x.json', type: 'fetch' })).toBe(false);
  });
});

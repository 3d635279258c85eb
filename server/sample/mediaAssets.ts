import { readFileSync } from 'node:fs';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import type { NextFunction, Request, Response } from 'express';
import { samplePhotoSvg } from './samplePhoto';

// node:url's URL: under happy-dom (the config-page tests) the global URL is the DOM's, whose file:
// URLs node's fileURLToPath does not accept.
const ASSETS = fileURLToPath(new NodeURL('./assets/', import.meta.url));

/** The shipped files, by URL, with their types: nothing else under these folders is served. */
const FILES: Record<string, { file: string; type: string }> = {
  '/mock-assets/media/sample.webm': { file: 'media/sample.webm', type: 'video/webm' },
  '/mock-assets/media/sample.zh.vtt': { file: 'media/sample.zh.vtt', type: 'text/vtt; charset=utf-8' },
  '/mock-assets/media/sample.en.vtt': { file: 'media/sample.en.vtt', type: 'text/vtt; charset=utf-8' },
  '/mock-assets/media/poster.svg': { file: 'media/poster.svg', type: 'image/svg+xml; charset=utf-8' },
  '/mock-assets/iframe/sample.html': { file: 'iframe/sample.html', type: 'text/html; charset=utf-8' },
  '/mock-assets/iframe/api.html': { file: 'iframe/api.html', type: 'text/html; charset=utf-8' },
};

const cache = new Map<string, Buffer>();
const bytesOf = (file: string) => {
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = readFileSync(`${ASSETS}${file}`);
    cache.set(file, bytes);
  }
  return bytes;
};

/**
 * The byte range a `Range: bytes=…` header asks for, clamped to the file; null when the header
 * cannot be met (416), undefined when there is none or it is not a single bytes range (200).
 *
 * @example byteRange('bytes=100-', 1000) // { start: 100, end: 999 }
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? null : { start, end };
}

/**
 * Static media of the showcase, public and offline: the player's WebM with range
 * requests (206, `Accept-Ranges: bytes`, which Chromium needs to seek), its zh/en captions and
 * poster; the iframe demos' two pages; and `/mock-assets/photo/<n>.svg`, the cropper's 800×500
 * generated photos. Unknown names fall through to the next handler (404 in the envelope).
 *
 * @example app.use(mediaAssets);
 */
export function mediaAssets(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    next();
    return;
  }
  const photo = /^\/mock-assets\/photo\/(\d+)\.svg$/.exec(req.path);
  if (photo) {
    const svg = samplePhotoSvg(Number(photo[1]));
    if (!svg) {
      next();
      return;
    }
    res.setHeader('content-type', 'image/svg+xml; charset=utf-8');
    res.setHeader('cache-control', 'public, max-age=86400');
    res.end(req.method === 'HEAD' ? undefined : svg);
    return;
  }
  const entry = FILES[req.path];
  if (!entry) {
    next();
    return;
  }
  const bytes = bytesOf(entry.file);
  res.setHeader('content-type', entry.type);
  res.setHeader('accept-ranges', 'bytes');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cache-control', 'public, max-age=86400');
  const range = byteRange(req.headers.range, bytes.length);
  if (range === null) {
    res.statusCode = 416;
    res.setHeader('content-range', `bytes */${bytes.length}`);
    res.end();
    return;
  }
  const body = range ? bytes.subarray(range.start, range.end + 1) : bytes;
  if (range) {
    res.statusCode = 206;
    res.setHeader('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`);
  }
  res.setHeader('content-length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

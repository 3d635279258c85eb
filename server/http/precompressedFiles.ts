import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { PRECOMPRESSED } from '../../scripts/build/precompressed';
import { serveStatic } from './jsonServerApi';
import { isConsoleFileRequest } from './routeResolver';

type Sibling = (typeof PRECOMPRESSED)[number];

/**
 * The q value an Accept-Encoding header gives `coding` (`*` stands for codings it does not name;
 * `x-gzip` is gzip); 0 when the header refuses it or is absent.
 *
 * @example acceptedQuality('br;q=0, gzip', 'br') // 0
 */
export function acceptedQuality(header: string | undefined, coding: string): number {
  let star = 0;
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((text) => text.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number.parseFloat(q.slice(2)) || 0;
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) return quality;
    if (name === '*') star = quality;
  }
  return star;
}

/** The sibling the client accepts best (br before gzip on a tie), or none. */
function chooseSibling(header: string | undefined, siblings: Sibling[]): Sibling | undefined {
  let best: Sibling | undefined;
  let bestQuality = 0;
  for (const sibling of siblings) {
    const quality = acceptedQuality(header, sibling.encoding);
    if (quality > bestQuality) [best, bestQuality] = [sibling, quality];
  }
  return best;
}

/** express.static's Content-Type for a file (with its charset: JS, CSS, HTML, JSON). */
function contentType(file: string): string {
  const type = serveStatic.mime.lookup(file);
  const charset = serveStatic.mime.charsets.lookup(type, '');
  return charset ? `${type}; charset=${charset}` : type;
}

/**
 * For a GET or HEAD of a console file (the route resolver decided so, after its checks) with a
 * `.br` or `.gz` copy beside it, not older than the file (scripts/build/writePrecompressed.ts),
 * sends that copy with `Content-Encoding` when Accept-Encoding allows it, as nginx's
 * `brotli_static`/`gzip_static` do; otherwise passes to express.static. The copy goes through
 * express's own sender, so it gets the headers the file would (Cache-Control from json-server's
 * defaults, ETag and Last-Modified of the copy, 304s) plus the file's Content-Type; compression
 * leaves an answer with a Content-Encoding alone. A Range is answered with the whole copy.
 *
 * @example
 * app.use(precompressedFiles('dist'), serveStatic('dist', { index: 'index.html' }));
 */
export function precompressedFiles(staticDir: string, index = 'index.html') {
  const root = resolve(staticDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!isConsoleFileRequest(res)) return next();
    let path: string;
    try {
      path = req.path === '/' ? `/${index}` : decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep)) return next();
    const original = statSync(file, { throwIfNoEntry: false });
    if (!original?.isFile()) return next();
    const siblings = PRECOMPRESSED.filter(({ extension }) => {
      const copy = statSync(`${file}${extension}`, { throwIfNoEntry: false });
      return copy?.isFile() && copy.mtimeMs >= original.mtimeMs;
    });
    if (siblings.length === 0) return next();
    res.vary('Accept-Encoding');
    const chosen = chooseSibling(req.headers['accept-encoding'], siblings);
    if (!chosen) return next();
    const headers = { 'Content-Encoding': chosen.encoding, 'Content-Type': contentType(file) };
    // headers are set only once the copy is sent: a failure falls through to the plain file.
    res.sendFile(
      `${relative(root, file)}${chosen.extension}`,
      { root, acceptRanges: false, headers },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  };
}

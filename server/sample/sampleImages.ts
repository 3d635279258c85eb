import type { Request, Response } from 'express';

/** The sample picture kinds the seed data points at: `/mock-assets/<kind>/<n>.svg`. */
const KINDS: Record<string, { max: number; label: (n: number) => string }> = {
  avatar: { max: 99, label: (n) => String.fromCharCode(65 + ((n - 1) % 26)) },
  table: { max: 38, label: (n) => `#${n}` },
  goods: { max: 99, label: (n) => `G${n}` },
};

const HUES = [210, 160, 20, 280, 340, 45, 190, 120];

/**
 * A small generated SVG for each sample image, so the demo data shows pictures with no request
 * leaving the machine (the seed used to point at outside hosts, which closed networks refuse).
 *
 * @example sampleImageSvg('table', 7) // '<svg …>#7</svg>'
 */
export function sampleImageSvg(kind: string, n: number): string | undefined {
  const spec = KINDS[kind];
  if (!spec || !Number.isInteger(n) || n < 1 || n > spec.max) return undefined;
  const hue = HUES[n % HUES.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" fill="hsl(${hue},70%,88%)"/>` +
    `<circle cx="80" cy="80" r="52" fill="hsl(${hue},60%,62%)"/>` +
    `<text x="80" y="94" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#fff">${spec.label(n)}</text>` +
    '</svg>'
  );
}

/** GET /mock-assets/:kind/:n.svg — public, cacheable, 404 in the envelope for anything else. */
export function sampleImages(req: Request, res: Response, next: (error?: unknown) => void): void {
  const match = /^\/mock-assets\/([a-z]+)\/(\d+)\.svg$/.exec(req.path);
  const svg = req.method === 'GET' && match ? sampleImageSvg(match[1], Number(match[2])) : undefined;
  if (!svg) {
    next();
    return;
  }
  res.setHeader('content-type', 'image/svg+xml; charset=utf-8');
  res.setHeader('cache-control', 'public, max-age=86400');
  res.end(svg);
}

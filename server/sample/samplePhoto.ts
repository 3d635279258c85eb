const PALETTES = [
  { sky: ['#7dd3fc', '#e0f2fe'], sun: '#fde047', hills: ['#166534', '#15803d', '#4ade80'] },
  { sky: ['#fb923c', '#fde68a'], sun: '#fef3c7', hills: ['#7c2d12', '#9a3412', '#c2410c'] },
  { sky: ['#312e81', '#6366f1'], sun: '#f1f5f9', hills: ['#0f172a', '#1e293b', '#334155'] },
  { sky: ['#a7f3d0', '#ecfdf5'], sun: '#facc15', hills: ['#065f46', '#047857', '#10b981'] },
];

/** Number of generated photos: `/mock-assets/photo/1.svg` … `/<PHOTO_COUNT>.svg`. */
export const PHOTO_COUNT = 4;

/**
 * An 800×500 landscape drawn as SVG (sky, sun, three hill ranges, a caption), the cropper demo's
 * sample picture: large enough to crop, generated so no photo file or licence is involved.
 *
 * @example samplePhotoSvg(1)?.startsWith('<svg') // true
 */
export function samplePhotoSvg(n: number): string | undefined {
  if (!Number.isInteger(n) || n < 1 || n > PHOTO_COUNT) return undefined;
  const p = PALETTES[n - 1];
  const hill = (y: number, amplitude: number, phase: number) => {
    let d = `M0 500 L0 ${y}`;
    for (let x = 0; x <= 800; x += 40) {
      d += ` L${x} ${Math.round(y - amplitude * Math.sin((x / 800) * Math.PI * 2 + phase))}`;
    }
    return `${d} L800 500 Z`;
  };
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">' +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/>` +
    `<stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>` +
    '<rect width="800" height="500" fill="url(#sky)"/>' +
    `<circle cx="${560 + n * 30}" cy="${120 + n * 10}" r="56" fill="${p.sun}"/>` +
    `<path d="${hill(300, 60, n)}" fill="${p.hills[2]}"/>` +
    `<path d="${hill(360, 45, n + 2)}" fill="${p.hills[1]}"/>` +
    `<path d="${hill(420, 30, n + 4)}" fill="${p.hills[0]}"/>` +
    `<text x="24" y="476" font-family="sans-serif" font-size="22" fill="#fff">Jimu photo ${n} · 800×500</text>` +
    '</svg>'
  );
}

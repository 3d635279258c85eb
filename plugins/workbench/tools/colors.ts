/** One colour in the three notations the console's theme and CSS use. */
export interface Colour {
  hex: string;
  rgb: string;
  hsl: string;
}

export type ColourRead = ({ ok: true } & Colour) | { ok: false; col: number; message: string };

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));
const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

function rgbToHsl(r: number, g: number, b: number): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const S = s / 100;
  const L = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = S * Math.min(L, 1 - L);
  const f = (n: number) => L - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

const fromRgb = (r: number, g: number, b: number): ColourRead => {
  const [h, s, l] = rgbToHsl(r, g, b);
  return {
    ok: true,
    hex: `#${hex2(r)}${hex2(g)}${hex2(b)}`,
    rgb: `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`,
    hsl: `hsl(${Math.round(h) % 360}, ${Math.round(s)}%, ${Math.round(l)}%)`,
  };
};

/**
 * Reads `#rgb`, `#rrggbb`, `rgb(r, g, b)` or `hsl(h, s%, l%)` and answers all three notations; a
 * value out of range or a character that does not belong is named with its column.
 *
 * @example readColour('#3370ff').hsl; // 'hsl(221, 100%, 60%)'
 */
export function readColour(input: string): ColourRead {
  const text = input.trim();
  const lead = input.length - input.trimStart().length;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const full = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return fromRgb(
      Number.parseInt(full.slice(0, 2), 16),
      Number.parseInt(full.slice(2, 4), 16),
      Number.parseInt(full.slice(4, 6), 16),
    );
  }
  if (text.startsWith('#')) {
    const bad = /[^0-9a-f]/i.exec(text.slice(1));
    return bad
      ? { ok: false, col: lead + bad.index + 2, message: `'${bad[0]}' is not a hex digit` }
      : { ok: false, col: lead + 1, message: 'a hex colour has 3 or 6 digits' };
  }
  const fn = /^(rgb|hsl)a?\(\s*([^)]*)\)$/i.exec(text);
  if (!fn) return { ok: false, col: lead + 1, message: 'write #rrggbb, rgb(r, g, b) or hsl(h, s%, l%)' };
  const kind = fn[1].toLowerCase();
  const parts = fn[2]
    .split(/\s*[,\s/]\s*/)
    .filter(Boolean)
    .slice(0, 3);
  const numbers = parts.map((p) => Number.parseFloat(p));
  const badAt = numbers.findIndex((n, i) => !/^-?\d+(\.\d+)?%?$/.test(parts[i]) || Number.isNaN(n));
  if (parts.length < 3 || badAt >= 0) {
    const part = badAt >= 0 ? parts[badAt] : '';
    const col = lead + text.indexOf(part || ')') + 1;
    return {
      ok: false,
      col,
      message: badAt >= 0 ? `'${part}' is not a number` : `${kind}() needs three values`,
    };
  }
  const limits = kind === 'rgb' ? [255, 255, 255] : [360, 100, 100];
  const outOf = numbers.findIndex((n, i) => n < 0 || n > limits[i]);
  if (outOf >= 0)
    return {
      ok: false,
      col: lead + text.indexOf(parts[outOf]) + 1,
      message: `'${parts[outOf]}' must be between 0 and ${limits[outOf]}`,
    };
  if (kind === 'rgb') return fromRgb(numbers[0], numbers[1], numbers[2]);
  const [r, g, b] = hslToRgb(numbers[0] % 360, clamp(numbers[1], 100), clamp(numbers[2], 100));
  return fromRgb(r, g, b);
}

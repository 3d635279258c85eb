import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A colour written as a fixed value in a stylesheet, where it is. */
export interface FixedColour {
  file: string;
  line: number;
  colour: string;
}

/** Hex colours, rgb()/hsl() of numbers (rgb(var(--semi-blue-5)) is a palette's, fine) and white or black. */
const FIXED = /#[0-9a-fA-F]{3,8}\b|\b(?:rgb|hsl)a?\(\s*[\d.]+[\s,]|(?<![\w-])(?:white|black)(?![\w-])/g;

/** `text` with comments, `@media print` blocks (paper is white) and var() fallbacks blanked out, lines kept. */
function themedParts(text: string): string {
  const blank = (from: number, to: number, s: string) =>
    s.slice(0, from) + s.slice(from, to).replace(/[^\n]/g, ' ') + s.slice(to);
  let out = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const closing = (s: string, open: number, left: string, right: string) => {
    let depth = 0;
    for (let i = open; i < s.length; i++) {
      if (s[i] === left) depth++;
      else if (s[i] === right && --depth === 0) return i + 1;
    }
    return s.length;
  };
  for (let at = out.indexOf('@media print'); at >= 0; at = out.indexOf('@media print', at + 1)) {
    out = blank(at, closing(out, out.indexOf('{', at), '{', '}'), out);
  }
  // A fallback is used only when the variable is missing: the variable is the colour.
  for (let at = out.indexOf('var(--'); at >= 0; at = out.indexOf('var(--', at + 1)) {
    const comma = out.indexOf(',', at);
    const end = closing(out, at + 3, '(', ')');
    if (comma >= 0 && comma < end) out = blank(comma, end - 1, out);
  }
  return out;
}

/** Every `.css` file below `dir`. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : stylesheets(full);
    return entry.name.endsWith('.css') ? [full.split(path.sep).join('/')] : [];
  });
}

/**
 * The colours the stylesheets below `dir` fix instead of taking from Semi's CSS variables: a fixed
 * colour stays what it is when the theme or dark mode changes the colours around it (light text
 * on a light fill, in the other mode). `@media print` is left out (paper is white), and so is a
 * var() fallback.
 *
 * @example fixedColours('plugins'); // [{ file: 'plugins/x/x.css', line: 4, colour: '#fff' }]
 */
export function fixedColours(dir: string): FixedColour[] {
  return stylesheets(dir).flatMap((file) =>
    themedParts(readFileSync(file, 'utf8'))
      .split('\n')
      .flatMap((text, i) =>
        [...text.matchAll(FIXED)].map((match) => ({ file, line: i + 1, colour: match[0].trim() })),
      ),
  );
}

/** The same check of one stylesheet's text, for the test's examples. */
export const fixedColoursIn = (text: string): string[] =>
  [...themedParts(text).matchAll(FIXED)].map((match) => match[0].trim());

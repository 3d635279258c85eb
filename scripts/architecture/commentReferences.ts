import { readFileSync } from 'node:fs';

/**
 * A pointer into a document the repository does not hold: a section sign and a number, a
 * requirement ID (two or three capitals, a dash and two digits) or a numbered item (a hash and a
 * dotted number). It tells a reader nothing the comment does not already say, so comments state
 * the rule itself and carry no pointer.
 */
export const REFERENCE =
  /§\s?\d|\b(?!UTF-)(?:[A-Z]{1,3}|SHOWCASE|WORKBENCH)-\d{2}\b|(?<![\w&])#\d+\.\d+|\b[Ii]ssues? (?:\d|")|\bitems? \d+\b/;

/** One comment that carries a reference, located for a reader. */
export interface CommentReference {
  file: string;
  line: number;
  text: string;
}

/** Characters after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase|^$/;

/**
 * The `//` and `/* *\/` comments of a script, found by walking its strings, template literals
 * and regular expressions so that a `//` inside one of them is not taken for a comment.
 */
function scriptComments(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const lineAt = (at: number) => source.slice(0, at).split('\n').length;
  let at = 0;
  let before = '';
  while (at < source.length) {
    const char = source[at];
    const next = source[at + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', at);
      const stop = end < 0 ? source.length : end;
      found.push({ line: lineAt(at), text: source.slice(at, stop) });
      at = stop;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', at + 2);
      const stop = end < 0 ? source.length : end + 2;
      found.push({ line: lineAt(at), text: source.slice(at, stop) });
      at = stop;
    } else if (char === '"' || char === "'" || char === '`') {
      at = skipQuoted(source, at, char);
      before = 'x';
    } else if (char === '/' && BEFORE_REGEX.test(before)) {
      at = skipQuoted(source, at, '/');
      before = 'x';
    } else {
      if (!/\s/.test(char ?? '')) before = /\w/.test(char ?? '') ? (before + char).slice(-6) : (char ?? '');
      at += 1;
    }
  }
  return found;
}

/** The index just past a quoted run (string, template or regex) opened at `at` by `quote`. */
function skipQuoted(source: string, at: number, quote: string): number {
  let index = at + 1;
  let inClass = false;
  while (index < source.length) {
    const char = source[index];
    if (char === '\\') index += 2;
    else if (quote === '/' && char === '[') (inClass = true), (index += 1);
    else if (quote === '/' && char === ']') (inClass = false), (index += 1);
    else if (char === quote && !inClass) return index + 1;
    else if (char === '\n' && quote !== '`') return index + 1;
    else index += 1;
  }
  return index;
}

/** The `#` comments of a YAML file (a `#` at a line's start or after a space, outside quotes). */
function yamlComments(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  source.split('\n').forEach((raw, index) => {
    let quote: string | undefined;
    for (let at = 0; at < raw.length; at += 1) {
      const char = raw[at];
      if (quote) {
        if (char === quote) quote = undefined;
      } else if (char === '"' || char === "'") {
        if (at === 0 || /[\s:[{,-]/.test(raw[at - 1] ?? '')) quote = char;
      } else if (char === '#' && (at === 0 || /\s/.test(raw[at - 1] ?? ''))) {
        found.push({ line: index + 1, text: raw.slice(at) });
        return;
      }
    }
  });
  return found;
}

/** The `/* … *\/` comments of a CSS file. */
function cssComments(source: string): { line: number; text: string }[] {
  return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    line: source.slice(0, match.index).split('\n').length,
    text: match[0],
  }));
}

/** The comments of one file that carry a reference; files of other kinds have none. */
export function commentReferences(file: string): CommentReference[] {
  const source = readFileSync(file, 'utf8');
  const comments = /\.(ts|tsx|js|mjs|cjs)$/.test(file)
    ? scriptComments(source)
    : /\.ya?ml$/.test(file)
      ? yamlComments(source)
      : file.endsWith('.css')
        ? cssComments(source)
        : [];
  return comments
    .filter((comment) => REFERENCE.test(comment.text))
    .map((comment) => ({ file, line: comment.line, text: comment.text }));
}

import { parse, stringify, YAMLParseError } from 'yaml';
import { messageOf } from '../shared/errors';

/** A tool's answer: the converted text, or what is wrong and where (1-based line and column). */
export type Converted =
  | { ok: true; text: string }
  | { ok: false; line: number; col: number; message: string };

const fail = (line: number, col: number, message: string): Converted => ({ ok: false, line, col, message });

/** The 1-based line and column of a 0-based offset in a text. */
export function lineColOf(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, Math.max(0, offset)).split('\n');
  return { line: before.length, col: before[before.length - 1].length + 1 };
}

/** JSON.parse, with a failure located at line:col (engines name a position, or a line and column). */
export function parseJson(text: string): { ok: true; value: unknown } | Extract<Converted, { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = messageOf(error);
    const lineCol = /line (\d+) column (\d+)/.exec(message);
    if (lineCol) return { ok: false, line: Number(lineCol[1]), col: Number(lineCol[2]), message };
    const position = /position (\d+)/.exec(message);
    const at = lineColOf(text, position ? Number(position[1]) : text.length);
    return { ok: false, ...at, message };
  }
}

/** JSON → YAML (2-space indent, keys in order). */
export function jsonToYaml(text: string): Converted {
  const read = parseJson(text);
  return read.ok ? { ok: true, text: stringify(read.value) } : read;
}

/** YAML → JSON; anchors and aliases are resolved (`<<` merge keys too), as every Jimu loader reads them. */
export function yamlToJson(text: string): Converted {
  try {
    return {
      ok: true,
      text: JSON.stringify(parse(text, { merge: true, maxAliasCount: 1000 }), null, 2) ?? 'null',
    };
  } catch (error) {
    if (error instanceof YAMLParseError && error.linePos) {
      return fail(error.linePos[0].line, error.linePos[0].col, error.message.split('\n')[0]);
    }
    return fail(1, 1, messageOf(error));
  }
}

const bytesToBinary = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

/** Text → Base64 of its UTF-8 bytes (btoa alone fails on anything beyond Latin-1). */
export function toBase64(text: string): Converted {
  return { ok: true, text: btoa(bytesToBinary(new TextEncoder().encode(text))) };
}

/** Base64 (standard or URL-safe, spaces ignored) → UTF-8 text; the first bad character is located. */
export function fromBase64(input: string): Converted {
  const clean = input.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  const bad = /[^A-Za-z0-9+/=]/.exec(clean);
  if (bad) return fail(1, bad.index + 1, `not a Base64 character: '${bad[0]}'`);
  if (/=[^=]/.test(clean) || clean.replace(/=+$/, '').length % 4 === 1)
    return fail(1, clean.length, 'the Base64 text is cut short or padded in the middle');
  const padded = clean.padEnd(Math.ceil(clean.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return fail(1, 1, 'the decoded bytes are not UTF-8 text');
  }
}

/** Text → URL component encoding (UTF-8, encodeURIComponent). */
export function toUrl(text: string): Converted {
  return { ok: true, text: encodeURIComponent(text) };
}

/** URL encoding → text; `+` read as a space; a malformed `%` sequence is located. */
export function fromUrl(input: string): Converted {
  const text = input.replace(/\+/g, ' ');
  try {
    return { ok: true, text: decodeURIComponent(text) };
  } catch {
    // The first run of escapes that does not decode: a lone '%' or bytes that are not UTF-8.
    for (let at = text.indexOf('%'); at !== -1; ) {
      const run = /^(%[0-9A-Fa-f]{2})+/.exec(text.slice(at))?.[0];
      if (!run) return fail(1, at + 1, `'%' must be followed by two hex digits`);
      try {
        decodeURIComponent(run);
      } catch {
        return fail(1, at + 1, `'${run.slice(0, 12)}' is not UTF-8 percent-encoding`);
      }
      at = text.indexOf('%', at + run.length);
    }
    return fail(1, 1, 'malformed percent-encoding');
  }
}

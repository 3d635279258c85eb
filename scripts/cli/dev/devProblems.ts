import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Diagnostic, formatDiagnostics } from '../../config';

/** A problem as the dev overlay shows it: where, what, and the lines of the file around it. */
export interface DevProblem extends Diagnostic {
  /** The lines around `line` (numbered from 1), when the file could be read. */
  excerpt?: { line: number; text: string }[];
}

/** What the dev server sends the overlay: the problems, their text, and a name for this set of them. */
export interface DevProblemsPayload {
  problems: DevProblem[];
  /** The problems as the terminal prints them (file:line:col: error[code]: message). */
  text: string;
  /** Changes whenever the problems do: a page remembers which set its user closed. */
  signature: string;
}

/**
 * The diagnostics with the `around` lines before and after each one's line, read from its file
 * (relative to the working directory, as diagnostics name files). A file that cannot be read, or
 * a place past its end, gets no excerpt.
 *
 * @example await withExcerpts([{ file: 'config/routes.yaml', line: 9, col: 3, … }]); // excerpt: lines 7–11
 */
export async function withExcerpts(diagnostics: Diagnostic[], around = 2): Promise<DevProblem[]> {
  const texts = new Map<string, Promise<string[] | undefined>>();
  const linesOf = (file: string) => {
    let lines = texts.get(file);
    if (!lines) {
      lines = readFile(path.resolve(file), 'utf8').then(
        (text) => text.split(/\r\n|\r|\n/),
        () => undefined,
      );
      texts.set(file, lines);
    }
    return lines;
  };
  return Promise.all(
    diagnostics.map(async (diagnostic) => {
      const lines = diagnostic.file ? await linesOf(diagnostic.file) : undefined;
      if (!lines || diagnostic.line < 1 || diagnostic.line > lines.length) return { ...diagnostic };
      const first = Math.max(1, diagnostic.line - around);
      const last = Math.min(lines.length, diagnostic.line + around);
      const excerpt = lines.slice(first - 1, last).map((text, i) => ({ line: first + i, text }));
      return { ...diagnostic, excerpt };
    }),
  );
}

/**
 * The payload of a set of problems (none: the overlay goes away).
 *
 * @example problemsPayload(await withExcerpts(diagnostics)).signature; // '3f2a9c…'
 */
export function problemsPayload(problems: DevProblem[]): DevProblemsPayload {
  const text = formatDiagnostics(problems, 'text');
  const signature = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return { problems, text, signature };
}

import type { Diagnostic } from './diagnostic';

/**
 * Renders diagnostics for people (`path:line:col: error[code]: message`, one a line, the form
 * editors and CI annotate) or for machines (a JSON array of the Diagnostic objects).
 *
 * @example
 * formatDiagnostics([{ file: 'config/app.yaml', line: 3, col: 1, code: 'unknown-key',
 *   message: "unknown key 'titel'", severity: 'error' }], 'text');
 * // "config/app.yaml:3:1: error[unknown-key]: unknown key 'titel'"
 */
export function formatDiagnostics(diagnostics: Diagnostic[], format: 'text' | 'json'): string {
  if (format === 'json') return JSON.stringify(diagnostics, null, 2);
  return diagnostics
    .map((d) => `${d.file}:${d.line}:${d.col}: ${d.severity}[${d.code}]: ${d.message}`)
    .join('\n');
}

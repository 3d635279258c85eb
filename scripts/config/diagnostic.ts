/**
 * One problem found in the configuration, located at the offending key or value.
 * `file` is relative to `process.cwd()` so that editors and terminals can open it as printed.
 *
 * @example
 * const d: Diagnostic = { file: 'config/app.yaml', line: 3, col: 1, code: 'unknown-key',
 *   message: "unknown key 'titel' — did you mean 'title'?", severity: 'error' };
 */
export interface Diagnostic {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
  /** Stable, kebab-case: 'unknown-key', 'yaml-syntax', 'schema-type', 'duplicate-route-name', … */
  code: string;
  message: string;
  severity: 'error' | 'warning';
}

/** A place in a file, before it is turned into a Diagnostic. */
export interface Position {
  line: number;
  col: number;
}

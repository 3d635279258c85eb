import { isRecord } from '../../../runtime/lib';
import type { Diagnostic } from './Diagnostics';

/** Whether a value a server sent is a problem at a place: line and column, severity and message. */
export const isPlaced = (
  value: unknown,
): value is { line: number; col: number; severity: 'error' | 'warning'; message: string } =>
  isRecord(value) &&
  typeof value.line === 'number' &&
  typeof value.col === 'number' &&
  (value.severity === 'error' || value.severity === 'warning') &&
  typeof value.message === 'string';

/** Whether a value a server sent is a diagnostic of a project file. */
export const isDiagnostic = (value: unknown): value is Diagnostic =>
  isRecord(value) && typeof value.path === 'string' && typeof value.code === 'string' && isPlaced(value);

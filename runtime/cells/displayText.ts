/** What an empty value shows: a dash reads as "nothing here", an empty cell as "still loading". */
export const EMPTY_TEXT = '-';

/**
 * Any value as plain text for a cell or an export: arrays joined, objects as JSON, nothing as
 * {@link EMPTY_TEXT}. The result is text, rendered as text, never parsed as HTML.
 *
 * @example
 * displayText(['Admin', 'Editor']); // 'Admin, Editor'
 * displayText(null); // '-'
 */
export function displayText(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY_TEXT;
  if (Array.isArray(value)) return value.map((item) => displayText(item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

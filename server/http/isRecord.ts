/**
 * Whether a value is a plain JSON object (not null, not a list): what a record or a body is.
 *
 * @example
 * isRecord({ id: 1 }); // true
 * isRecord([1]); // false
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

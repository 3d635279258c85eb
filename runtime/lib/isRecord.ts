/**
 * Whether a value is a plain record of named values (an object, not an array, not null): the one
 * check before reading fields of something parsed, answered or configured.
 *
 * @example
 * const data: unknown = JSON.parse(text);
 * if (isRecord(data)) console.log(data.name);
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

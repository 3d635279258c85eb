/** `Content-Range: 0-9/30` (its unit may come first), or a star for the rows of an empty page: the total follows the slash. */
const CONTENT_RANGE = /^(?:[a-z]+\s+)?(?:\d+-\d+|\*)\/(\d+|\*)$/i;

/**
 * The number of records a list answer says match in all, however the back end writes it: a
 * number (`total: 30`, `totalCount` beside `data`), numeric text (`X-Total-Count: 30`), or an HTTP
 * Content-Range (`0-9/30`, its unit may come first; an empty page has a star before the slash). `undefined` when the value
 * holds no total: absent, empty, not a count, or a range whose total is unknown (`0-9/*`, which a
 * back end sends when it was not asked to count). The one reader of totals, for list pages and
 * dashboard cards alike.
 *
 * @example
 * readTotal('0-9/30'); // 30
 * readTotal(' 41 ');   // 41
 * readTotal('0-9/*');  // undefined
 */
export function readTotal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const range = CONTENT_RANGE.exec(text);
  return range && range[1] !== '*' ? Number(range[1]) : undefined;
}

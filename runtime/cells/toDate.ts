const LOCAL = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A record's time value as a Date: epoch milliseconds, a Date, `YYYY-MM-DD[ HH:mm[:ss]]` read
 * as local time (the mock data's format — `new Date()` reads it differently across browsers),
 * or an ISO string with a zone. Anything else is undefined, and the cell shows the raw text.
 *
 * @example
 * toDate('2024-03-31 10:48:30'); // 31 March 2024, 10:48:30 local time
 */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const local = LOCAL.exec(value.trim());
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

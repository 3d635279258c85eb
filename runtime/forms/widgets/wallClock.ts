const pad = (n: number) => String(n).padStart(2, '0');
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * A wall-clock text (`2025-01-31T08:30:00`, as a `timestamp` column without a zone holds it) as
 * the Date a date picker shows: the same day and time in the browser's zone, whatever that is.
 * A text with a zone or of another shape is undefined.
 *
 * @example parseWallClock('2025-01-31T08:30:00').getHours(); // 8, in Shanghai and in New York
 */
export function parseWallClock(text: unknown): Date | undefined {
  if (typeof text !== 'string' || /(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return undefined;
  const match = WALL_CLOCK.exec(text);
  if (!match) return undefined;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The wall-clock text of what a date picker shows (its fields in the browser's zone), to send to
 * a `timestamp` column without a zone: never converted to UTC, so 08:30 picked is 08:30 stored.
 *
 * @example wallClockText(new Date(2025, 0, 31, 8, 30)); // '2025-01-31T08:30:00'
 */
export function wallClockText(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

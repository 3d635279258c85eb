/** The pattern a datetime cell uses when its options give none. */
export const DEFAULT_DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const TOKENS = /YYYY|MM|DD|HH|mm|ss|M|D|H|m|s/g;

/**
 * A date in local time by a day.js-style pattern: YYYY, MM/M, DD/D, HH/H, mm/m, ss/s; any other
 * character is kept. Small enough to write by hand; the dates library Semi ships is not ours.
 *
 * @example
 * formatDatetime(new Date(2024, 2, 5, 9, 7, 3), 'YYYY-MM-DD HH:mm'); // '2024-03-05 09:07'
 */
export function formatDatetime(date: Date, format: string = DEFAULT_DATETIME_FORMAT): string {
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    M: String(date.getMonth() + 1),
    DD: pad(date.getDate()),
    D: String(date.getDate()),
    HH: pad(date.getHours()),
    H: String(date.getHours()),
    mm: pad(date.getMinutes()),
    m: String(date.getMinutes()),
    ss: pad(date.getSeconds()),
    s: String(date.getSeconds()),
  };
  return format.replace(TOKENS, (token) => parts[token]);
}

import type { Converted } from './convert';

/** The browser's time zone and its offset now, e.g. `Asia/Shanghai (UTC+08:00)`. */
export function zoneLabel(at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const minutes = -at.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${zone} (UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')})`;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `2024-05-01 12:00:00` in the browser's time zone. */
const local = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/**
 * A Unix timestamp (seconds up to 10 digits, else milliseconds) → the date in the browser's zone
 * and in UTC (ISO 8601).
 *
 * @example timestampToDate('0'); // '1970-01-01 08:00:00\n1970-01-01T00:00:00.000Z' in Asia/Shanghai
 */
export function timestampToDate(input: string): Converted {
  const text = input.trim();
  const bad = /[^0-9-]|(?!^)-/.exec(text);
  if (text === '' || bad) {
    const col = bad ? input.indexOf(text) + bad.index + 1 : 1;
    return { ok: false, line: 1, col, message: bad ? `'${bad[0]}' is not a digit` : 'a timestamp is digits' };
  }
  const n = Number(text);
  const ms = text.replace('-', '').length <= 10 ? n * 1000 : n;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime()))
    return { ok: false, line: 1, col: 1, message: 'out of the range of dates' };
  return { ok: true, text: `${local(date)}\n${date.toISOString()}` };
}

/**
 * A date (`2024-05-01 12:00:00` read in the browser's zone, or ISO 8601 with its own offset) →
 * seconds and milliseconds.
 *
 * @example dateToTimestamp('1970-01-01T00:00:01Z'); // '1\n1000'
 */
export function dateToTimestamp(input: string): Converted {
  const text = input.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  const ms = m
    ? new Date(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)).getTime()
    : Date.parse(text);
  if (Number.isNaN(ms) || (m && (+m[2] > 12 || +m[3] > 31 || +(m[4] ?? 0) > 23 || +(m[5] ?? 0) > 59)))
    return { ok: false, line: 1, col: 1, message: 'not a date: write 2024-05-01 12:00:00 or ISO 8601' };
  return { ok: true, text: `${Math.floor(ms / 1000)}\n${ms}` };
}

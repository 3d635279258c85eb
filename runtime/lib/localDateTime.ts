const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?$/;
/**
 * A wall-clock date and time without a zone, as a `timestamp` column (without time zone) holds
 * it: the same text in every browser's zone, never shifted to UTC.
 *
 * @example isLocalDateTime('2025-01-31T08:30:00'); // true — and '2025-01-31T08:30:00Z' is false
 */
export function isLocalDateTime(s: string): boolean {
  const match = LOCAL_DATE_TIME.exec(s);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= days && hour <= 23 && minute <= 59 && second <= 59;
}

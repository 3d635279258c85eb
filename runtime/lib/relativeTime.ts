import type { Translate } from './language';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
/** Past this age the text switches from "N hours ago" to a calendar form. */
export const RELATIVE_LIMIT_MS = 4 * HOUR_MS;

/** Local-calendar day number; rounding absorbs the 23 h and 25 h days of daylight saving. */
function dayNumber(d: Date): number {
  return Math.round(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 86_400_000);
}

function clock(d: Date): string {
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

function calendar(date: Date, now: Date, t: Translate): string {
  const time = clock(date);
  const days = dayNumber(date) - dayNumber(now);
  const sameYear = date.getFullYear() === now.getFullYear();
  if (sameYear && date.getMonth() === now.getMonth() && Math.abs(days) <= 1) {
    return t(`jimu.time.${['yesterday', 'today', 'tomorrow'][days + 1]}`, { time });
  }
  // Weeks run Sunday to Saturday (周日…周六): compare the Sundays that start them.
  const weeks = Math.round((days + now.getDay() - date.getDay()) / 7);
  if (Math.abs(weeks) <= 1) {
    const day = t(`jimu.time.weekdays.${date.getDay()}`);
    return t(`jimu.time.${['lastWeek', 'thisWeek', 'nextWeek'][weeks + 1]}`, { day, time });
  }
  const values = { month: t(`jimu.time.months.${date.getMonth()}`), date: date.getDate(), time };
  if (sameYear) return t('jimu.time.date', values);
  return t('jimu.time.dateOtherYear', { ...values, year: date.getFullYear() });
}

/**
 * How long ago `date` was, as the notice and log lists show it. Under 4 hours in the
 * past it counts seconds, minutes or hours; anything older, or in the future, is named by
 * calendar day in local time: today/yesterday/tomorrow within the month, the weekday within
 * this, the last or the next week, then month and day, then the full date. The words are the
 * runtime's i18n resources (`jimu.time.*`), so `t` decides the language.
 *
 * @example
 * const now = new Date(2024, 4, 15, 12, 0); // Wednesday 15 May 2024
 * relativeTime(new Date(2024, 4, 15, 11, 58), now, i18n.getFixedT('zh')); // '2 分钟前'
 * relativeTime(new Date(2024, 4, 14, 7, 5), now, zh); // '昨天 07:05'
 * relativeTime(new Date(2024, 4, 6, 9, 0), now, zh); // '上周一 09:00'
 * relativeTime(new Date(2023, 0, 2, 9, 0), now, i18n.getFixedT('en')); // 'Jan 2, 2023 09:00'
 */
export function relativeTime(date: Date, now: Date, t: Translate): string {
  const age = now.getTime() - date.getTime();
  if (age >= 0 && age < MINUTE_MS) return t('jimu.time.seconds');
  if (age >= 0 && age < HOUR_MS) return t('jimu.time.minutes', { count: Math.floor(age / MINUTE_MS) });
  if (age >= 0 && age < RELATIVE_LIMIT_MS) return t('jimu.time.hours', { count: Math.floor(age / HOUR_MS) });
  return calendar(date, now, t);
}

import type { Language } from './language';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
/** Past this age the text switches from "N hours ago" to a calendar form (SE-11). */
export const RELATIVE_LIMIT_MS = 4 * HOUR_MS;

const zhWeekdays = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const enWeekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const enMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Local-calendar day number; rounding absorbs the 23 h and 25 h days of daylight saving. */
function dayNumber(d: Date): number {
  return Math.round(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 86_400_000);
}

function clock(d: Date): string {
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

function ago(count: number, unit: 'minute' | 'hour', lang: Language): string {
  if (lang === 'zh') return `${count} ${unit === 'minute' ? '分钟' : '小时'}前`;
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

function calendar(date: Date, now: Date, lang: Language): string {
  const time = clock(date);
  const days = dayNumber(date) - dayNumber(now);
  const sameYear = date.getFullYear() === now.getFullYear();
  if (sameYear && date.getMonth() === now.getMonth() && Math.abs(days) <= 1) {
    const zh = ['昨天', '今天', '明天'][days + 1];
    const en = ['Yesterday', 'Today', 'Tomorrow'][days + 1];
    return lang === 'zh' ? `${zh} ${time}` : `${en} ${time}`;
  }
  // Weeks run Sunday to Saturday (周日…周六): compare the Sundays that start them.
  const weeks = Math.round((days + now.getDay() - date.getDay()) / 7);
  if (Math.abs(weeks) <= 1) {
    const day = date.getDay();
    if (lang === 'zh') return `${['上', '', '下'][weeks + 1]}${zhWeekdays[day]} ${time}`;
    return `${['Last ', '', 'Next '][weeks + 1]}${enWeekdays[day]} ${time}`;
  }
  const month = date.getMonth();
  if (lang === 'zh') {
    const md = `${month + 1}月${date.getDate()}日 ${time}`;
    return sameYear ? md : `${date.getFullYear()}年${md}`;
  }
  const md = `${enMonths[month]} ${date.getDate()}`;
  return sameYear ? `${md} ${time}` : `${md}, ${date.getFullYear()} ${time}`;
}

/**
 * How long ago `date` was, as the notice and log lists show it (SE-11). Under 4 hours in the
 * past it counts seconds, minutes or hours; anything older, or in the future, is named by
 * calendar day in local time: today/yesterday/tomorrow within the month, the weekday within
 * this, the last or the next week, then month and day, then the full date.
 *
 * @example
 * const now = new Date(2024, 4, 15, 12, 0); // Wednesday 15 May 2024
 * relativeTime(new Date(2024, 4, 15, 11, 58), now, 'zh'); // '2 分钟前'
 * relativeTime(new Date(2024, 4, 14, 7, 5), now, 'zh'); // '昨天 07:05'
 * relativeTime(new Date(2024, 4, 6, 9, 0), now, 'zh'); // '上周一 09:00'
 * relativeTime(new Date(2023, 0, 2, 9, 0), now, 'en'); // 'Jan 2, 2023 09:00'
 */
export function relativeTime(date: Date, now: Date, lang: Language = 'zh'): string {
  const age = now.getTime() - date.getTime();
  if (age >= 0 && age < MINUTE_MS) return lang === 'zh' ? '几秒前' : 'a few seconds ago';
  if (age >= 0 && age < HOUR_MS) return ago(Math.floor(age / MINUTE_MS), 'minute', lang);
  if (age >= 0 && age < RELATIVE_LIMIT_MS) return ago(Math.floor(age / HOUR_MS), 'hour', lang);
  return calendar(date, now, lang);
}

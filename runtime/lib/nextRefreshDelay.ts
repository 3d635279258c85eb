import { HOUR_MS, MINUTE_MS } from './relativeTime';

/**
 * Milliseconds until `relativeTime(date, now)` next changes its text, so a view re-renders
 * once per unit instead of polling: at the next whole minute of age while the text
 * counts seconds or minutes, at the next whole hour of age after that. A calendar text also
 * changes at local midnight and a future date when it becomes "now", so neither is passed.
 *
 * @example
 * const now = new Date(2024, 4, 15, 12, 0, 0);
 * nextRefreshDelay(new Date(2024, 4, 15, 11, 59, 20), now); // 20_000: '几秒前' → '1 分钟前'
 * nextRefreshDelay(new Date(2024, 4, 15, 10, 30), now); // 1_800_000: '1 小时前' → '2 小时前'
 */
export function nextRefreshDelay(date: Date, now: Date): number {
  const age = now.getTime() - date.getTime();
  const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  const candidates = [nextMidnight - now.getTime()];
  if (age < 0) {
    candidates.push(-age);
  } else if (age < HOUR_MS) {
    candidates.push(MINUTE_MS - (age % MINUTE_MS));
  } else {
    candidates.push(HOUR_MS - (age % HOUR_MS));
  }
  return Math.min(...candidates);
}

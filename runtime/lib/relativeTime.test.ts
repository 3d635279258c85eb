import { beforeAll, describe, expect, it } from 'vitest';
import { runtimeTranslators } from '../i18n/testTranslators';
import type { Translate } from './language';
import { nextRefreshDelay } from './nextRefreshDelay';
import { relativeTime } from './relativeTime';

// Wednesday 15 May 2024, 12:00 local time; weeks run Sunday 12 May to Saturday 18 May.
const now = new Date(2024, 4, 15, 12, 0, 0);
const at = (month: number, day: number, h = 9, m = 5, year = 2024) => new Date(year, month - 1, day, h, m);
const ago = (ms: number) => new Date(now.getTime() - ms);

let zh: Translate;
let en: Translate;
beforeAll(async () => {
  ({ zh, en } = await runtimeTranslators());
});

describe('relativeTime', () => {
  it('SE-11: under a minute, minutes and hours under 4 hours count back in zh', () => {
    expect(relativeTime(now, now, zh)).toBe('几秒前');
    expect(relativeTime(ago(59_999), now, zh)).toBe('几秒前');
    expect(relativeTime(ago(60_000), now, zh)).toBe('1 分钟前');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now, zh)).toBe('59 分钟前');
    expect(relativeTime(ago(3_600_000), now, zh)).toBe('1 小时前');
    expect(relativeTime(ago(4 * 3_600_000 - 1), now, zh)).toBe('3 小时前');
  });

  it('SE-11: from 4 hours on, today/yesterday/tomorrow within the same month', () => {
    expect(relativeTime(ago(4 * 3_600_000), now, zh)).toBe('今天 08:00');
    expect(relativeTime(at(5, 14, 7, 5), now, zh)).toBe('昨天 07:05');
    expect(relativeTime(at(5, 16, 23, 59), now, zh)).toBe('明天 23:59');
    expect(relativeTime(at(5, 15, 18, 30), now, zh)).toBe('今天 18:30');
  });

  it('SE-11: this, last and next week by weekday (周日…周六)', () => {
    expect(relativeTime(at(5, 12), now, zh)).toBe('周日 09:05');
    expect(relativeTime(at(5, 18), now, zh)).toBe('周六 09:05');
    expect(relativeTime(at(5, 11), now, zh)).toBe('上周六 09:05');
    expect(relativeTime(at(5, 5), now, zh)).toBe('上周日 09:05');
    expect(relativeTime(at(5, 19), now, zh)).toBe('下周日 09:05');
    expect(relativeTime(at(5, 25), now, zh)).toBe('下周六 09:05');
  });

  it('SE-11: the same year as M月D日, another year in full', () => {
    expect(relativeTime(at(5, 4), now, zh)).toBe('5月4日 09:05');
    expect(relativeTime(at(1, 2, 0, 0), now, zh)).toBe('1月2日 00:00');
    expect(relativeTime(at(12, 31, 23, 1, 2023), now, zh)).toBe('2023年12月31日 23:01');
    expect(relativeTime(at(1, 1, 8, 0, 2025), now, zh)).toBe('2025年1月1日 08:00');
  });

  it('SE-11: yesterday across a month boundary is named by weekday, not 昨天', () => {
    const first = new Date(2024, 5, 1, 12, 0); // Saturday 1 June
    expect(relativeTime(new Date(2024, 4, 31, 7, 0), first, zh)).toBe('周五 07:00');
  });

  it('SE-11: English equivalents', () => {
    expect(relativeTime(ago(1000), now, en)).toBe('a few seconds ago');
    expect(relativeTime(ago(60_000), now, en)).toBe('1 minute ago');
    expect(relativeTime(ago(3_600_000), now, en)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 60_000), now, en)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3_600_000), now, en)).toBe('2 hours ago');
    expect(relativeTime(at(5, 14, 7, 5), now, en)).toBe('Yesterday 07:05');
    expect(relativeTime(at(5, 11), now, en)).toBe('Last Saturday 09:05');
    expect(relativeTime(at(5, 19), now, en)).toBe('Next Sunday 09:05');
    expect(relativeTime(at(3, 8), now, en)).toBe('Mar 8 09:05');
    expect(relativeTime(at(3, 8, 9, 5, 2022), now, en)).toBe('Mar 8, 2022 09:05');
  });
});

describe('nextRefreshDelay', () => {
  it('SE-11: refreshes at the next minute boundary while counting seconds and minutes', () => {
    expect(nextRefreshDelay(ago(40_000), now)).toBe(20_000);
    expect(nextRefreshDelay(now, now)).toBe(60_000);
    expect(nextRefreshDelay(ago(5 * 60_000 + 1_000), now)).toBe(59_000);
  });

  it('SE-11: refreshes at the next hour boundary after one hour, and never past midnight', () => {
    expect(nextRefreshDelay(ago(90 * 60_000), now)).toBe(30 * 60_000);
    const late = new Date(2024, 4, 15, 23, 50);
    expect(nextRefreshDelay(new Date(2024, 4, 15, 6, 0), late)).toBe(10 * 60_000);
  });

  it('SE-11: the delay lands where the text changes', () => {
    for (const age of [0, 1_000, 59_000, 61_000, 3_599_000, 3_600_000, 5_000_000]) {
      const date = ago(age);
      const delay = nextRefreshDelay(date, now);
      const later = new Date(now.getTime() + delay);
      expect(relativeTime(date, new Date(later.getTime() - 1), zh)).toBe(relativeTime(date, now, zh));
      expect(relativeTime(date, later, zh)).not.toBe(relativeTime(date, now, zh));
    }
  });

  it('SE-11: a future date refreshes when it becomes now', () => {
    expect(nextRefreshDelay(new Date(now.getTime() + 5_000), now)).toBe(5_000);
  });
});

import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('greeting', () => {
  it('SE-12: zh greeting by hour with the boundaries <8, ≤11, ≤13, <18', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => greeting(hour, 'zh'));
    expect(byHour.slice(0, 8)).toEqual(Array(8).fill('早上好'));
    expect(byHour.slice(8, 12)).toEqual(Array(4).fill('上午好'));
    expect(byHour.slice(12, 14)).toEqual(Array(2).fill('中午好'));
    expect(byHour.slice(14, 18)).toEqual(Array(4).fill('下午好'));
    expect(byHour.slice(18)).toEqual(Array(6).fill('晚上好'));
  });

  it('SE-12: English equivalents at each boundary', () => {
    expect([7, 8, 11, 12, 13, 14, 17, 18].map((h) => greeting(h, 'en'))).toEqual([
      'Good early morning',
      'Good morning',
      'Good morning',
      'Good noon',
      'Good noon',
      'Good afternoon',
      'Good afternoon',
      'Good evening',
    ]);
  });
});

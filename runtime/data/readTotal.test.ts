import { describe, expect, it } from 'vitest';
import { readTotal } from './readTotal';

describe('readTotal', () => {
  it('#28.4 reads a number, numeric text and an HTTP Content-Range total', () => {
    expect(readTotal(30)).toBe(30);
    expect(readTotal(0)).toBe(0);
    expect(readTotal(' 41 ')).toBe(41);
    expect(readTotal('0-9/30')).toBe(30);
    expect(readTotal('items 20-29/30')).toBe(30);
    expect(readTotal('*/0')).toBe(0);
  });

  it('#28.4 holds no total when the value is not a count or the range left it unknown', () => {
    for (const value of [
      undefined,
      null,
      '',
      'many',
      '0-9/*',
      '-3',
      -3,
      Number.NaN,
      '1e3',
      { total: 3 },
      [3],
    ])
      expect(readTotal(value)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { starFill } from './RateCell';

describe('starFill', () => {
  it('fills whole stars below the value, a half star at .5, none above', () => {
    expect([0, 1, 2, 3, 4].map((i) => starFill(3.5, i))).toEqual([1, 1, 1, 0.5, 0]);
    expect([0, 1, 2].map((i) => starFill(2.2, i))).toEqual([1, 1, 0]);
    expect([0, 1, 2].map((i) => starFill(2.3, i))).toEqual([1, 1, 0.5]);
    expect(starFill(-1, 0)).toBe(0);
  });
});

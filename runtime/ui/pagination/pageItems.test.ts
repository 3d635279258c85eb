import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './pageItems';

describe('pageItems', () => {
  it('lists every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([1]);
  });

  it('keeps seven places with gaps around the current page in long runs', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(pageItems(5, 20)).toEqual([1, '…', 4, 5, 6, '…', 20]);
    expect(pageItems(17, 20)).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(pageItems(99, 20)).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('counts pages from the total and the page size', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
  });
});

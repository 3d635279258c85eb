import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_WIDTH, layoutColumns } from './columnLayout';

describe('layoutColumns', () => {
  it('keeps the sized columns and shares the rest among the others, in proportion to their minimums', () => {
    const columns = [
      { width: 80 },
      { minWidth: 160 },
      { minWidth: 240 },
      { width: 100, fixed: 'right' as const },
    ];
    // 1048 − 48 (selection) − 80 − 100 = 820 left: 160 : 240 → 328 and 492.
    expect(layoutColumns(columns, 1048, 48)).toEqual({ widths: [80, 328, 492, 100], total: 1048 });
  });

  it('fills the box to the pixel: the pixels the shares round off go to the last sharing column', () => {
    const { widths, total } = layoutColumns(
      [{ minWidth: 100 }, { minWidth: 100 }, { minWidth: 100 }],
      1000.7,
    );
    expect(widths).toEqual([333, 333, 334]);
    expect(total).toBe(1000);
  });

  it('gives every sharing column its minimum when the box is too narrow: the table scrolls sideways', () => {
    const columns = [{ width: 80 }, {}, { minWidth: 180 }, { width: 108, fixed: 'right' as const }];
    expect(layoutColumns(columns, 400)).toEqual({
      widths: [80, DEFAULT_MIN_WIDTH, 180, 108],
      total: 80 + DEFAULT_MIN_WIDTH + 180 + 108,
    });
    // Not yet measured (0): the minimums.
    expect(layoutColumns(columns, 0).widths).toEqual([80, DEFAULT_MIN_WIDTH, 180, 108]);
  });

  it('gives a fixed column without a width its minimum, never a share', () => {
    expect(layoutColumns([{ minWidth: 140, fixed: 'left' as const }, { minWidth: 100 }], 600).widths).toEqual(
      [140, 460],
    );
  });

  it('with every column sized, grows the scrolling ones to fill the box; fixed and fit columns stay', () => {
    const columns = [
      { width: 100 },
      { width: 300 },
      { width: 90, fit: true },
      { width: 120, fixed: 'right' as const },
    ];
    // 1010 − 610 = 400 more for 100 : 300.
    expect(layoutColumns(columns, 1010)).toEqual({ widths: [200, 600, 90, 120], total: 1010 });
    // Wider than the box: as they are.
    expect(layoutColumns(columns, 500)).toEqual({ widths: [100, 300, 90, 120], total: 610 });
  });
});

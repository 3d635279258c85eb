import { describe, expect, it } from 'vitest';
import { COLUMNS, normalizeLayout } from './layout';

describe('customTable layout (SHOWCASE §6)', () => {
  it('keeps a saved order and appends columns the save does not know', () => {
    const layout = normalizeLayout({ order: ['pageViews', 'rate', 'nope', 'rate'] });
    expect(layout.order).toEqual(['pageViews', 'rate', 'title', 'status', 'author', 'datetime']);
  });

  it('never hides the title column and drops unreadable values', () => {
    const layout = normalizeLayout({
      hidden: ['title', 'author', 3],
      widths: { rate: 120, title: 'x', bad: 90 },
      density: 'huge',
    });
    expect(layout.hidden).toEqual(['author']);
    expect(layout.widths).toEqual({ rate: 120 });
    expect(layout.density).toBe('default');
  });

  it('falls back to the defaults for garbage', () => {
    expect(normalizeLayout('x').order).toEqual([...COLUMNS]);
    expect(normalizeLayout(null).hidden).toEqual([]);
  });
});

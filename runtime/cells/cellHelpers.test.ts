// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cellExportValue } from './cellExportValue';
import { columnTitle } from './columnTitle';
import { createCellRegistry } from './createCellRegistry';
import { fillTemplate } from './fillTemplate';
import { formatDatetime } from './formatDatetime';
import { safeHref } from './safeHref';
import { TextCell } from './TextCell';
import { toDate } from './toDate';

const t = (key: string) => ({ 'option.draft': '草稿', 'field.title': '标题' })[key] ?? key;

describe('cell helpers', () => {
  it('formatDatetime and toDate read the mock format as local time and write any pattern', () => {
    const date = toDate('2024-03-05 09:07:03') as Date;
    expect(formatDatetime(date, 'YYYY-MM-DD HH:mm:ss')).toBe('2024-03-05 09:07:03');
    expect(formatDatetime(date, 'M/D H:m:s')).toBe('3/5 9:7:3');
    expect(toDate(date.getTime())?.getTime()).toBe(date.getTime());
    expect(toDate('not a date')).toBeUndefined();
    expect(toDate('')).toBeUndefined();
  });

  it('fillTemplate encodes values; safeHref refuses script addresses however they are spelled', () => {
    expect(fillTemplate('/d?id={id}&q={author.name}', { id: 3, author: { name: 'a&b' } })).toBe(
      '/d?id=3&q=a%26b',
    );
    expect(safeHref('/vab/table')).toBe('#/vab/table');
    expect(safeHref('https://x.test')).toBe('https://x.test');
    for (const evil of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:x',
      'data:text/html,<b>',
      'vbscript:x',
    ]) {
      expect(safeHref(evil)).toBeUndefined();
    }
  });

  it('cellExportValue writes what the cell shows as data', () => {
    const row = {
      title: 'x',
      status: 'draft',
      at: '2024-03-05 09:07:03',
      views: 12,
      on: true,
      tags: ['a', 'b'],
    };
    expect(
      cellExportValue(
        { field: 'status', title: 's', cell: { type: 'tag', labels: { draft: 'option.draft' } } },
        row,
        t,
      ),
    ).toBe('草稿');
    expect(
      cellExportValue({ field: 'at', title: 'a', cell: { type: 'datetime', format: 'YYYY/MM/DD' } }, row, t),
    ).toBe('2024/03/05');
    expect(cellExportValue({ field: 'at', title: 'a', cell: 'relativeTime' }, row, t)).toBe(
      '2024-03-05 09:07:03',
    );
    expect(cellExportValue({ field: 'views', title: 'v', cell: 'progress' }, row, t)).toBe(12);
    expect(cellExportValue({ field: 'on', title: 'o', cell: 'switch' }, row, t)).toBe(true);
    expect(cellExportValue({ field: 'tags', title: 't' }, row, t)).toBe('a, b');
    expect(cellExportValue({ field: 'missing', title: 'm' }, row, t)).toBeNull();
  });

  it('columnTitle translates keys and keeps literal titles', () => {
    expect(columnTitle({ title: 'field.title' }, t)).toBe('标题');
    expect(columnTitle({ title: 'Literal' }, t)).toBe('Literal');
  });

  it('the cell registry starts from the built-ins; a repeated name needs override', () => {
    const cells = createCellRegistry({ 'showcase/echo': TextCell });
    expect(cells.names()).toEqual(
      expect.arrayContaining(['text', 'tag', 'switch', 'relativeTime', 'showcase/echo']),
    );
    expect(cells.has('actions')).toBe(false);
    expect(() => createCellRegistry({ tag: TextCell })).toThrow("cell 'tag' is registered twice");
    expect(createCellRegistry({ tag: TextCell }, { override: true }).get('tag')).toBe(TextCell);
  });
});

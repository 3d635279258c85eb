import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope';
import { pageOf, sortRows } from './listQuery';

const rows = [
  { id: 1, title: 'item 10', pageViews: 300, author: '王芳' },
  { id: 2, title: 'item 2', pageViews: 4000, author: '李雷' },
  { id: 3, title: 'item 1', pageViews: 300 },
  { id: 4, title: 'Item 3', pageViews: 1200, author: '韩梅梅' },
];

describe('mock list sorting', () => {
  it('API-03 getList sorts by sortField/sortOrder before paging, so page 1 holds the true first rows', () => {
    const desc = pageOf(rows, { pageNo: '1', pageSize: '2', sortField: 'pageViews', sortOrder: 'desc' }, 20);
    expect(desc).toEqual({ list: [rows[1], rows[3]], total: 4 });
    const asc = pageOf(rows, { pageNo: '2', pageSize: '2', sortField: 'pageViews' }, 20);
    expect(asc.list.map((r) => r.id)).toEqual([4, 2]);
  });

  it('API-03 text sorts numeric-aware and case-insensitively; ties keep stored order; missing values go last', () => {
    expect(sortRows(rows, { sortField: 'title' }).map((r) => r.id)).toEqual([3, 2, 4, 1]);
    expect(sortRows(rows, { sortField: 'pageViews' }).map((r) => r.id)).toEqual([1, 3, 4, 2]);
    expect(
      sortRows(rows, { sortField: 'author' })
        .map((r) => r.id)
        .at(-1),
    ).toBe(3);
    expect(sortRows(rows, {})).toBe(rows);
  });

  it('API-03 a bad sortField or sortOrder is a 400 naming the parameter', () => {
    expect(() => sortRows(rows, { sortField: 'a b' })).toThrow(ApiError);
    expect(() => sortRows(rows, { sortField: 'title', sortOrder: 'up' })).toThrow(/sortOrder/);
  });
});

import { describe, expect, it } from 'vitest';
import { testCrudPage } from '../../contract/testManifest';
import { initialQuery, listSearch } from './initialQuery';

const page = testCrudPage({
  pageSize: 20,
  columns: [
    { field: 'id', title: 'field.id', sortable: true },
    { field: 'title', title: 'field.title' },
  ],
  search: {
    schema: {
      type: 'object',
      properties: { title: { type: 'string' }, status: { type: 'integer' }, tags: { type: 'array' } },
    },
  },
});

describe('#11.5 a list query to and from the URL', () => {
  it('reads search fields, page, size and a sortable column; ignores the rest', () => {
    expect(
      initialQuery(page, {
        title: 'ab',
        status: '2',
        tags: '["a"]',
        page: '3',
        pageSize: '10',
        sort: 'id',
        order: 'desc',
      }),
    ).toEqual({
      page: 3,
      pageSize: 10,
      filter: { title: 'ab', status: 2, tags: ['a'] },
      sort: { field: 'id', order: 'desc' },
    });
    expect(
      initialQuery(page, { page: '-1', pageSize: '5000', sort: 'title', tags: '[', other: 'x' }),
    ).toEqual({
      page: 1,
      pageSize: 20,
      filter: {},
    });
  });

  it('writes only what differs from the defaults, keeps keys it does not own, and round-trips', () => {
    expect(listSearch(page, { page: 1, pageSize: 20, filter: {} }, { from: 'menu' })).toBe('from=menu');
    const query = {
      page: 2,
      pageSize: 10,
      filter: { title: 'a b', tags: ['x'] },
      sort: { field: 'id', order: 'asc' },
    } as const;
    const search = listSearch(page, query, { page: '9', title: 'old' });
    expect(initialQuery(page, Object.fromEntries(new URLSearchParams(search)))).toEqual(query);
  });
});

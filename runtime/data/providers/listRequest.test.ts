import { describe, expect, it } from 'vitest';
import { listRequest, postgrestFilter } from './listRequest';
import { resolveList } from './mappedCalls';

describe('listRequest', () => {
  it('#28.4 offset paging sends the first row’s index, named offset and limit unless config names them', () => {
    const call = resolveList('rest', { paging: 'offset' });
    expect(listRequest('rest', call, { page: 3, pageSize: 20 }).values).toEqual({ offset: 40, limit: 20 });
    const named = resolveList('envelope', { paging: 'offset', page: 'start', pageSize: 'count' });
    expect(listRequest('envelope', named, { page: 1, pageSize: 5 }).values).toEqual({ start: 0, count: 5 });
  });

  it('#28.4 range paging sends no paging parameters, only the Range header beside the configured ones', () => {
    const call = resolveList('rest', { paging: 'range', headers: { Prefer: 'count=exact' } });
    expect(listRequest('rest', call, { page: 1, pageSize: 10 })).toEqual({
      values: {},
      headers: { Prefer: 'count=exact', 'Range-Unit': 'items', Range: '0-9' },
    });
    // The configured headers are the call's, not changed by one request.
    expect(call.headers).toEqual({ Prefer: 'count=exact' });
  });

  it('#28.4 a sort value template sends one parameter; without it, field and order go apart', () => {
    const one = resolveList('rest', { sortField: 'order', sortValue: '{field}.{order}' });
    const sort = { field: 'views', order: 'asc' as const };
    expect(listRequest('rest', one, { page: 1, pageSize: 5, sort }).values).toEqual({
      _page: 1,
      _limit: 5,
      order: 'views.asc',
    });
    const two = resolveList('envelope', {});
    expect(listRequest('envelope', two, { page: 1, pageSize: 5, sort }).values).toMatchObject({
      sortField: 'views',
      sortOrder: 'asc',
    });
  });

  it('#28.4 postgrest filters: each operator, a renamed parameter, a list as in.(…)', () => {
    const call = resolveList('envelope', {
      filters: 'postgrest',
      search: {
        from: { operator: 'gte', param: 'created' },
        to: { operator: 'lte', param: 'created_max' },
        not: { operator: 'ne', param: 'status' },
        name: { operator: 'like' },
      },
    });
    const { values } = listRequest('envelope', call, {
      page: 1,
      pageSize: 5,
      filter: { from: '2024-01-01', to: '2024-12-31', not: 0, name: 'a*b', kind: 2, empty: '' },
    });
    expect(values).toEqual({
      created: 'gte.2024-01-01',
      created_max: 'lte.2024-12-31',
      status: 'neq.0',
      name: 'ilike.*a*b*',
      kind: 'eq.2',
      pageNo: 1,
      pageSize: 5,
    });
    expect(postgrestFilter('ne', ['x', 'y z'])).toBe('not.in.(x,"y z")');
    expect(postgrestFilter('eq', ['say "hi"'])).toBe('in.("say \\"hi\\"")');
  });
});

import { describe, expect, it } from 'vitest';
import type { PageConfig } from '../../schemas/types.gen';
import { resolvePageApi } from './resolvePageApi';

const page = (extra: Record<string, unknown> = {}) =>
  ({
    kind: 'crud',
    title: 't',
    resource: 'articles',
    columns: [{ field: 'id', title: 'field.id' }],
    ...extra,
  }) as PageConfig;

describe('resolvePageApi', () => {
  it('#13.2 without api anywhere the page keeps no api: its provider makes the built-in calls', () => {
    expect(resolvePageApi(page(), undefined)).not.toHaveProperty('api');
  });

  it('#13.2 app.yaml api.data sits under the page’s own api, key by key and search field by field', () => {
    const resolved = resolvePageApi(
      page({ api: { list: { url: '/{resource}/page', search: { title: { operator: 'like' } } } } }),
      {
        list: { method: 'POST', total: 'totalCount', search: { status: { operator: 'eq' } } },
        delete: { payload: 'csv' },
      },
    );
    expect(resolved).toMatchObject({
      api: {
        list: {
          method: 'POST',
          url: '/{resource}/page',
          total: 'totalCount',
          search: { status: { operator: 'eq' }, title: { operator: 'like' } },
        },
        delete: { payload: 'csv' },
      },
    });
  });

  it('#13.2 a tree page lists with its tree call', () => {
    const resolved = resolvePageApi(
      page({ mode: 'tree', api: { tree: { url: '/{resource}/tree', rows: 'data' } } }),
      undefined,
    );
    expect(resolved).toMatchObject({ api: { list: { url: '/{resource}/tree', rows: 'data' } } });
    expect((resolved as unknown as { api: Record<string, unknown> }).api.tree).toBeUndefined();
  });

  it('a rest page searches a field of a fixed set of values by equality, typed text by substring', () => {
    const search = {
      schema: {
        type: 'object',
        properties: {
          title: { type: 'string', title: 'field.title' },
          status: { type: 'string', title: 'field.status', enum: ['on', 'online'] },
          kind: { type: 'string', oneOf: [{ const: 'a' }, { const: 'b' }] },
          owner: { type: 'string' },
        },
      },
      uiSchema: { owner: { 'ui:widget': 'select' } },
    };
    const resolved = resolvePageApi(page({ provider: 'rest', search }), undefined);
    expect((resolved as unknown as { api: { list: unknown } }).api.list).toEqual({
      search: { status: { operator: 'eq' }, kind: { operator: 'eq' }, owner: { operator: 'eq' } },
    });
    // What config says wins: the app's default and the page's own.
    const told = resolvePageApi(
      page({ provider: 'rest', search, api: { list: { search: { status: { operator: 'like' } } } } }),
      { list: { search: { kind: { operator: 'ne' } } } },
    );
    expect(told).toMatchObject({
      api: {
        list: {
          search: { status: { operator: 'like' }, kind: { operator: 'ne' }, owner: { operator: 'eq' } },
        },
      },
    });
    // An envelope page's server decides how a value matches; nothing is added.
    expect(resolvePageApi(page({ search }), undefined)).not.toHaveProperty('api');
  });
});

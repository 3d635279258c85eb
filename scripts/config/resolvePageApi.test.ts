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
});

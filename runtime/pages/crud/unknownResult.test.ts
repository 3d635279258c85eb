import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testCrudPage } from '../../contract/testManifest';
import type { CrudActionContext } from './runCrudAction';
import type { CrudList } from './useCrudList';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../shell/toast', () => ({ toast }));

// Test files share their worker's modules: what calls toast is imported afresh (with the error
// classes it tells apart), so that it takes this file's toast even when another file loaded the
// real one first, and dropped after, so that no later file gets the mocked one.
let HttpError: typeof import('../../data/HttpError').HttpError;
let UnknownResultError: typeof import('../../data/providers/writeAnswer').UnknownResultError;
let testDataProvider: typeof import('../../data/providers/testDataProvider').testDataProvider;
let createPluginRegistry: typeof import('../../plugin/createPluginRegistry').createPluginRegistry;
let runCrudAction: typeof import('./runCrudAction').runCrudAction;
let unknownResult: typeof import('./unknownResult').unknownResult;
beforeAll(async () => {
  vi.resetModules();
  ({ HttpError } = await import('../../data/HttpError'));
  ({ UnknownResultError } = await import('../../data/providers/writeAnswer'));
  ({ testDataProvider } = await import('../../data/providers/testDataProvider'));
  ({ createPluginRegistry } = await import('../../plugin/createPluginRegistry'));
  ({ runCrudAction } = await import('./runCrudAction'));
  ({ unknownResult } = await import('./unknownResult'));
});
afterAll(() => vi.resetModules());

afterEach(() => toast.mockReset());

const t = (key: string) => key;
const unknown = () =>
  new UnknownResultError({
    method: 'POST',
    path: '/table/doDelete',
    expected: 'envelope',
    message: 'result unknown',
    body: 'ok',
  });

describe('a crud page when a result is unknown', () => {
  it('ER-04 warns instead of the http layer, reloads, and leaves other failures alone', () => {
    const reload = vi.fn();
    const error = unknown();
    expect(unknownResult(error, t, reload)).toBe(true);
    expect(error.shownByCaller).toBe(true);
    expect(toast).toHaveBeenCalledWith('warning', 'jimu.crud.unknownResult');
    expect(reload).toHaveBeenCalledOnce();

    const refused = new HttpError({ status: 403, message: 'no', url: '/x' });
    expect(unknownResult(refused, t, reload)).toBe(false);
    expect(refused.shownByCaller).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ER-04 a delete whose result is unknown never says 删除成功; the list reloads and the selection clears', async () => {
    const list: CrudList = {
      query: { page: 1, pageSize: 20, filter: {} },
      status: 'ready',
      rows: [],
      total: 0,
      setPage: vi.fn(),
      setSort: vi.fn(),
      setFilter: vi.fn(),
      replaceQuery: vi.fn(),
      reload: vi.fn(),
    };
    const clearSelection = vi.fn();
    const provider = testDataProvider({
      delete: async () => Promise.reject(unknown()),
      deleteMany: async () => Promise.reject(unknown()),
    });
    const context: CrudActionContext = {
      page: testCrudPage({ title: 't' }),
      provider,
      list,
      row: { id: 3 },
      selectedKeys: [3, 4],
      selectedRows: [],
      clearSelection,
      openEditor: vi.fn(),
      navigate: vi.fn(),
      exportColumns: [],
      t,
      language: 'zh',
    };
    const registry = createPluginRegistry([]);
    await expect(runCrudAction({ name: 'delete' }, context, registry)).rejects.toBeInstanceOf(
      UnknownResultError,
    );
    await expect(runCrudAction({ name: 'deleteMany' }, context, registry)).rejects.toBeInstanceOf(
      UnknownResultError,
    );
    expect(toast.mock.calls).toEqual([
      ['warning', 'jimu.crud.unknownResult'],
      ['warning', 'jimu.crud.unknownResult'],
    ]);
    expect(list.reload).toHaveBeenCalledTimes(2);
    expect(clearSelection).toHaveBeenCalledOnce();
  });
});

import type { DataProvider, ListParams } from '../../../runtime/data';

type Row = Record<string, unknown>;

const matches = (row: Row, filter: Record<string, unknown> = {}) =>
  Object.entries(filter).every(([field, wanted]) => {
    if (wanted === undefined || wanted === null || wanted === '') return true;
    const value = row[field];
    if (typeof wanted === 'string' && typeof value === 'string')
      return value.toLowerCase().includes(wanted.toLowerCase());
    return String(value) === String(wanted);
  });

/**
 * The preview host's data provider, isolated from the real data: the sample rows in memory, with
 * paging, sorting, filters and writes that change only this copy. Nothing reaches the server.
 *
 * @example
 * const provider = memoryProvider(rows, 'id'); await provider.getList('orders', { page: 1, pageSize: 20 });
 */
export function memoryProvider(seed: readonly Row[], rowKey: string): DataProvider {
  let rows = seed.map((row) => ({ ...row }));
  const find = (id: string | number) => rows.find((row) => String(row[rowKey]) === String(id));
  return {
    async getList<T>(_resource: string, params: ListParams) {
      let list = rows.filter((row) => matches(row, params.filter));
      if (params.sort) {
        const { field, order } = params.sort;
        list = [...list].sort(
          (a, b) => (String(a[field]) < String(b[field]) ? -1 : 1) * (order === 'asc' ? 1 : -1),
        );
      }
      const start = (params.page - 1) * params.pageSize;
      return { list: list.slice(start, start + params.pageSize) as T[], total: list.length };
    },
    async getOne<T>(_resource: string, id: string | number) {
      return find(id) as T;
    },
    async create<T>(_resource: string, data: Row) {
      const next = rows.reduce((max, row) => Math.max(max, Number(row[rowKey]) || 0), 0) + 1;
      const row = { ...data, [rowKey]: data[rowKey] ?? next };
      rows = [row, ...rows];
      return row as T;
    },
    async update<T>(_resource: string, id: string | number, data: Row) {
      const row = find(id);
      if (row) Object.assign(row, data);
      return row as T;
    },
    async delete(_resource: string, id: string | number) {
      rows = rows.filter((row) => String(row[rowKey]) !== String(id));
    },
    async deleteMany(_resource: string, ids: readonly (string | number)[]) {
      const gone = new Set(ids.map(String));
      rows = rows.filter((row) => !gone.has(String(row[rowKey])));
    },
  };
}

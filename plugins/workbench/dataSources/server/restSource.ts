import { inferColumns } from '../model/inferSchema';
import { isTreeParent, type SourceDriver, type TableInfo } from '../model/sourceTypes';

/** Finds the records in an answer: a plain array, or the envelope's `data.list` / `data`. */
export function recordsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data;
  const list = (data as { list?: unknown } | null)?.list;
  if (Array.isArray(list)) return list;
  throw new Error('the answer holds no list of records (expected an array, data or data.list)');
}

/**
 * The `rest` data source: one list endpoint fetched and its records' shape inferred.
 * Redirects are never followed (an allowed host must not bounce the server elsewhere) and the
 * fetch has the source's timeout. `url` has its host already replaced by the checked address.
 *
 * @example
 * const driver = restSource(new URL('http://127.0.0.1:3000/goods'), 5000);
 */
export function restSource(url: URL, timeoutMs: number, headers: Record<string, string> = {}): SourceDriver {
  const parts = url.pathname.split('/').filter(Boolean);
  // An envelope list (/goods/getList) is named for its resource.
  const name = (parts.at(-1) === 'getList' ? parts.at(-2) : parts.at(-1)) ?? 'records';
  const load = async (): Promise<unknown[]> => {
    const answer = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers });
    if (answer.status >= 300 && answer.status < 400) throw new Error(`redirect (${answer.status}) refused`);
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    return recordsOf(await answer.json());
  };
  return {
    async tables() {
      return [{ name, rowCount: (await load()).length }];
    },
    async table(_table, sampleRows): Promise<TableInfo> {
      const rows = await load();
      const columns = inferColumns(rows);
      const key = columns.find((c) => c.isPk)?.name;
      return {
        name,
        rowCount: rows.length,
        columns,
        primaryKey: key ? [key] : [],
        indexes: [],
        foreignKeys: [],
        treeCandidate: columns.some((c) => isTreeParent(c.name)),
        sample: rows.slice(0, sampleRows) as Record<string, unknown>[],
      };
    },
    async close() {},
  };
}

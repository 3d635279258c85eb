import type { ResourceApi } from '../../../schemas/types.gen';
import type { Translate } from '../../lib/language';
import { pick } from '../api/callApi';
import type { BackendAdapter, Envelope, HttpClient, HttpRequest } from '../HttpClient';
import { HttpError } from '../HttpError';
import { type MappedValue, mappingError } from '../mappingError';
import { readTotal } from '../readTotal';
import type { DataProvider, ListParams } from './DataProvider';
import { listRequest } from './listRequest';
import { type BaseKind, fillUrl, resolveDelete, resolveList, resolveRecord } from './mappedCalls';
import { checkWrite, expectedAnswer } from './writeAnswer';

type Row = Record<string, unknown>;

export interface MappedProviderOptions {
  kind: BaseKind;
  /** The page's resolved `api` (app.yaml api.data merged under the page's own at build time). */
  api: ResourceApi;
  /** The provider the page's kind gives, for every call `api` leaves out. */
  base: DataProvider;
  /** Where the mapping was written, for messages: `pages/users.yaml`. */
  where: string;
  /** Looks up the texts of a mapping error (`jimu.http.*`): i18next's `t`. */
  t?: Translate;
  /** The page's plugin adapter (api.adapter), applied to each of its calls. */
  adapter?: BackendAdapter;
}

const isRecord = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The data provider of a page whose `api` says how its back end speaks: each call that
 * `api` configures is sent as configured — method, url with {resource} and {id}, parameter names,
 * search operators, default sort, delete payload (array, comma-separated or one call per id) —
 * and its answer is read at the configured paths (rows, total beside or inside data, record, id).
 * Calls it leaves out go to `base`, exactly as before. An answer that does not fit is a `mapping`
 * error naming the key (`pages/users.yaml: api.list.total`), shown and logged through
 * `http.report`. A save whose answer holds no record where the mapping reads one, or a delete,
 * must answer as the page's kind does (an envelope; for rest an object or nothing to a save,
 * anything to a delete); otherwise it rejects with an `UnknownResultError`, shown as a warning and
 * logged. Fails as {@link DataProvider} says.
 *
 * @example
 * const provider = createMappedDataProvider(http, { kind: 'envelope', api: { list: { method: 'POST', rows: 'data', total: 'totalCount' } }, base, where: 'pages/users.yaml' });
 */
export function createMappedDataProvider(http: HttpClient, options: MappedProviderOptions): DataProvider {
  const { kind, api, base, where } = options;
  const fail = (call: string, what: MappedValue, path: string, key: string, url: string, body: unknown) => {
    const error = mappingError({ call, what, path, key: `${where}: ${key}`, url, body, t: options.t });
    http.report?.(error);
    return error;
  };
  const send = (
    call: { method: HttpRequest['method']; in: 'query' | 'body'; headers: Record<string, string> },
    url: string,
    values: Row,
    signal?: AbortSignal,
  ) => {
    const request: HttpRequest = { method: call.method, url, adapter: options.adapter, signal };
    if (Object.keys(call.headers).length > 0) request.headers = call.headers;
    if (call.in === 'query') request.params = values;
    else request.data = values;
    return http.request(request);
  };

  const record = async (
    op: 'get' | 'create' | 'update',
    resource: string,
    id: string | number | undefined,
    data?: Row,
  ) => {
    const call = resolveRecord(kind, op, api[op] ?? {});
    const url = fillUrl(call.url, { resource, id });
    const values: Row = { ...data };
    if (op === 'create') delete values.id;
    else if (!call.url.includes('{id}')) values.id = id;
    const answer = await send(call, url, values);
    const found = pick(answer, call.record);
    const value =
      Array.isArray(found) && op === 'get'
        ? found.find((row) => isRecord(row) && String(row.id) === String(id))
        : found;
    if (op === 'get' && Array.isArray(found) && value === undefined)
      throw new HttpError({ status: 404, message: `${resource}: no record with id ${id}`, url });
    if (isRecord(value)) return value;
    if (op !== 'get') {
      const expected = expectedAnswer(kind, 'save');
      checkWrite(http, answer, { method: call.method, path: url, expected }, options.t);
    }
    if (call.id !== undefined) {
      const newId = pick(answer, call.id);
      if (typeof newId !== 'string' && typeof newId !== 'number')
        throw fail(`${resource} ${op}`, 'id', call.id, `api.${op}.id`, url, answer.data);
      return { ...data, id: newId };
    }
    if (op === 'get' || call.recordSet)
      throw fail(`${resource} ${op}`, 'record', call.record, `api.${op}.record`, url, answer.data);
    return undefined;
  };

  const remove = async (resource: string, ids: readonly (string | number)[], op: 'delete' | 'deleteMany') => {
    const call = resolveDelete(kind, api[op] ?? api.delete ?? {});
    const expected = expectedAnswer(kind, 'delete');
    const check = (url: string, answer: Envelope<unknown>) =>
      checkWrite(http, answer, { method: call.method, path: url, expected }, options.t);
    if (call.payload === 'each') {
      // One at a time: a refusal stops the rest, so the user sees one message, not one per id.
      for (const id of ids) {
        const url = fillUrl(call.url, { resource, id });
        check(url, await send(call, url, call.url.includes('{id}') ? {} : { [call.field]: id }));
      }
      return;
    }
    const value = call.payload === 'csv' ? ids.join(',') : [...ids];
    const url = fillUrl(call.url, { resource });
    check(url, await send(call, url, { [call.field]: value }));
  };

  return {
    async getList<T>(resource: string, params: ListParams) {
      if (!api.list) return base.getList<T>(resource, params);
      const call = resolveList(kind, api.list);
      const url = fillUrl(call.url, { resource });
      const { values, headers } = listRequest(kind, call, params);
      const answer = await send({ ...call, headers }, url, values, params.signal);
      const rows = pick(answer, call.rows);
      if (!Array.isArray(rows))
        throw fail(`${resource} list`, 'rows', call.rows, 'api.list.rows', url, answer.data);
      const total = readTotal(pick(answer, call.total));
      if (total === undefined) {
        if (call.totalSet)
          throw fail(`${resource} list`, 'total', call.total, 'api.list.total', url, answer.data);
        return { list: rows, total: rows.length };
      }
      return { list: rows, total };
    },
    async getOne<T>(resource: string, id: string | number) {
      if (!api.get) return base.getOne<T>(resource, id);
      return (await record('get', resource, id)) as T;
    },
    async create<T>(resource: string, data: Row) {
      if (!api.create) return base.create<T>(resource, data);
      return (await record('create', resource, undefined, data)) as T | undefined;
    },
    async update<T>(resource: string, id: string | number, data: Row) {
      if (!api.update) return base.update<T>(resource, id, data);
      return (await record('update', resource, id, data)) as T | undefined;
    },
    async delete(resource, id) {
      if (!api.delete) return base.delete(resource, id);
      await remove(resource, [id], 'delete');
    },
    async deleteMany(resource, ids) {
      if (!api.deleteMany && !api.delete) return base.deleteMany(resource, ids);
      if (ids.length === 0) return;
      await remove(resource, ids, 'deleteMany');
    },
  };
}

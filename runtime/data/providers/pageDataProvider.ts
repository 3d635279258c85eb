import type { ResourceApi } from '../../../schemas/types.gen';
import type { Translate } from '../../lib/language';
import type { BackendAdapter, HttpClient } from '../HttpClient';
import { createDataProvider } from './createDataProvider';
import type { DataProvider, DataProviderFactory } from './DataProvider';

/** What a page says about its back end: `provider` and the `api` the build resolved for it. */
export interface PageBackend {
  provider?: string;
  api?: ResourceApi;
}

/** The plugin hooks a page may name (runtime/plugin's registry has this shape). */
export interface BackendHooks {
  dataProvider(ref: string, where?: string): DataProviderFactory;
  adapter(ref: string, where?: string): BackendAdapter;
}

const METHODS = ['getList', 'getOne', 'create', 'update', 'delete', 'deleteMany'] as const;

/**
 * A provider whose code loads on its first call: a page with an `api` mapping downloads the
 * mapping code with its first request, and a page without one never does.
 */
function lazyProvider(load: () => Promise<DataProvider>): DataProvider {
  let loaded: Promise<DataProvider> | undefined;
  const provider = {} as Record<string, unknown>;
  for (const method of METHODS) {
    provider[method] = async (...args: unknown[]) => {
      loaded ??= load();
      const real = (await loaded) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
      return real[method](...args);
    };
  }
  return provider as unknown as DataProvider;
}

/**
 * The data provider of one page: a plugin's (`provider: <plugin>/<name>`), the
 * configured mapping over the built-in one when the page has an `api`, else the built-in envelope
 * or rest provider exactly as before. Throws, naming the page, when a named plugin hook is unknown.
 *
 * @example
 * const provider = pageDataProvider(page, http, runtime.registry, { where: 'pages/users.yaml' });
 */
export function pageDataProvider(
  page: PageBackend,
  http: HttpClient,
  hooks: BackendHooks,
  options: { where: string; t?: Translate },
): DataProvider {
  const kind = page.provider ?? 'envelope';
  if (kind.includes('/')) return hooks.dataProvider(kind, options.where)({ http, api: page.api });
  const base = createDataProvider(kind as 'envelope' | 'rest', http, options);
  const api = page.api;
  if (!api || Object.keys(api).length === 0) return base;
  const adapter = api.adapter ? hooks.adapter(api.adapter, `${options.where} api.adapter`) : undefined;
  return lazyProvider(() =>
    import('./createMappedDataProvider').then((m) =>
      m.createMappedDataProvider(http, {
        kind: kind as 'envelope' | 'rest',
        api,
        base,
        where: options.where,
        t: options.t,
        adapter,
      }),
    ),
  );
}

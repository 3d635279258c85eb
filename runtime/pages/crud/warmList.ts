import type { i18n as I18n } from 'i18next';
import type { PageConfig } from '../../../schemas/types.gen';
import type { HttpClient } from '../../data/HttpClient';
import { pageDataProvider } from '../../data/providers/pageDataProvider';
import type { PluginRegistry } from '../../plugin';
import { initialQuery } from './initialQuery';
import { prefetchList } from './listPrefetch';

/** What `warmList` needs: what ConfigPage gets, how to load the page's config, the route's query. */
export interface WarmListInput {
  /** The page's file name: `page: users` → `users`. */
  name: string;
  /** Loads a page's config by name (the console's page catalog). */
  load: (name: string) => Promise<PageConfig | undefined>;
  http: HttpClient;
  registry: PluginRegistry;
  /** The route's query (`?page=2&role=Admin`), as the page will read it. */
  search: string;
  i18n: I18n;
}

/**
 * Asks for a list page's first rows before the page renders — on a deep link or F5, while the
 * console frame around it still loads (NavigationRoot) — with the provider ConfigPage makes and the
 * query CrudPage will ask for, so that the page's first render has them (listPrefetch.ts). It
 * rejects when that cannot be done (an unknown plugin provider): the page, asking itself, shows why.
 * Resolves with the pending list request (settled when the rows came or failed), if one was asked.
 *
 * @example await warmList({ name: 'users', load: pages.load, http, registry, search: '?page=2', i18n });
 */
export async function warmList({
  name,
  load,
  http,
  registry,
  search,
  i18n,
}: WarmListInput): Promise<unknown> {
  const page = await load(name);
  if (page?.kind !== 'crud') return undefined;
  const provider = pageDataProvider(page, http, registry, {
    where: `pages/${name}.yaml`,
    t: (key, values) => i18n.t(key, values),
  });
  return prefetchList(
    provider,
    page.resource,
    initialQuery(page, Object.fromEntries(new URLSearchParams(search))),
  );
}

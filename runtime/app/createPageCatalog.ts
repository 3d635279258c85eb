import type { PageConfig } from '../../schemas/types.gen';
import type { PageLoaders } from '../contract/manifest';

type PageKind = PageConfig['kind'];

/**
 * The config pages a console knows: their names and kinds at once, each config when needed. A
 * catalog never changes: `add` answers a new one, so a screen that selected the old one sees the
 * change as a new value.
 */
export interface PageCatalog {
  /** Every config page's name (its config may not be loaded yet). */
  names(): ReadonlySet<string>;
  /** A page's kind (crud, form, detail, dashboard) before its config is loaded. */
  kind(name: string): PageKind | undefined;
  /** A page's config if it is at hand (given, or loaded before), so a revisit renders at once. */
  loaded(name: string): PageConfig | undefined;
  /** A page's config: at once when given, else loaded on first use (once); undefined for an unknown name. */
  load(name: string): Promise<PageConfig | undefined>;
  /** A catalog that also has the pages of the manifest's console half: their kinds and loaders. */
  add(kinds: Record<string, PageKind>, loaders: PageLoaders): PageCatalog;
}

/**
 * The page catalog over the manifest's `pages` (a build's manifest starts with none: the console
 * half brings their kinds and loaders). `pages` is only read. Loaded configs are kept by the
 * catalog and by the catalogs `add` makes from it, so a page's config loads once.
 *
 * @example const catalog = createPageCatalog(manifest.pages).add(kinds, loaders); await catalog.load('users');
 */
export function createPageCatalog(
  pages: Readonly<Record<string, PageConfig>>,
  kinds: Readonly<Record<string, PageKind>> = {},
  loaders: PageLoaders = {},
  cache: Map<string, Promise<PageConfig | undefined>> = new Map(),
  done: Map<string, PageConfig> = new Map(),
): PageCatalog {
  const allKinds: Record<string, PageKind> = {
    ...kinds,
    ...Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.kind])),
  };
  const names: ReadonlySet<string> = new Set(Object.keys(allKinds));
  const load = (name: string): Promise<PageConfig | undefined> => {
    if (Object.hasOwn(pages, name)) return Promise.resolve(pages[name]);
    if (!Object.hasOwn(loaders, name)) return Promise.resolve(undefined);
    let pending = cache.get(name);
    if (!pending) {
      pending = loaders[name]().then(
        ({ default: page }) => {
          done.set(name, page);
          return page;
        },
        (error: unknown) => {
          // A failed load (a network outage) may be retried by the next visit.
          cache.delete(name);
          throw error;
        },
      );
      cache.set(name, pending);
    }
    return pending;
  };
  return {
    names: () => names,
    kind: (name) => allKinds[name],
    loaded: (name) => (Object.hasOwn(pages, name) ? pages[name] : done.get(name)),
    load,
    add: (more, moreLoaders) =>
      createPageCatalog(pages, { ...kinds, ...more }, { ...loaders, ...moreLoaders }, cache, done),
  };
}

import type { PageConfig } from '../../schemas/types.gen';
import type { PageLoaders } from './manifest';

type PageKind = PageConfig['kind'];

/** The config pages a console knows: their names and kinds at once, each config when needed. */
export interface PageCatalog {
  /** Every config page's name (its config may not be loaded yet); a new set after `add`. */
  names(): ReadonlySet<string>;
  /** A page's kind (crud, form, detail, dashboard) before its config is loaded. */
  kind(name: string): PageKind | undefined;
  /** A page's config: from `pages` at once, else loaded on first use (then kept there); undefined for an unknown name. */
  load(name: string): Promise<PageConfig | undefined>;
  /** Adds the pages of the manifest's console half: their kinds, and a loader for each config. */
  add(kinds: Record<string, PageKind>, loaders: PageLoaders): void;
}

/**
 * The page catalog over `pages` (the manifest's, filled as configs load). A build's manifest
 * starts with no pages: the console half brings their kinds and loaders.
 *
 * @example const catalog = createPageCatalog(manifest.pages); await catalog.load('users');
 */
export function createPageCatalog(pages: Record<string, PageConfig>): PageCatalog {
  let kinds: Record<string, PageKind> = Object.fromEntries(
    Object.entries(pages).map(([name, page]) => [name, page.kind]),
  );
  let names: ReadonlySet<string> = new Set(Object.keys(kinds));
  let loaders: PageLoaders = {};
  return {
    names: () => names,
    kind: (name) => kinds[name],
    load: async (name) => {
      if (Object.hasOwn(pages, name)) return pages[name];
      if (!Object.hasOwn(loaders, name)) return undefined;
      const page = (await loaders[name]()).default;
      pages[name] = page;
      return page;
    },
    add: (more, moreLoaders) => {
      kinds = { ...kinds, ...more };
      loaders = { ...loaders, ...moreLoaders };
      names = new Set(Object.keys(kinds));
    },
  };
}

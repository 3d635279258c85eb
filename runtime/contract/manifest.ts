// The contract between `jimu build` (scripts/build writes these) and the runtime (reads them):
// no runtime code, so every folder may depend on it.
import type {
  AppConfig,
  I18nTable,
  PageConfig,
  PermissionsConfig,
  RouteMeta,
  ThemeConfig,
} from '../../schemas/types.gen';

/**
 * A route after `jimu build` normalised it: `path` is the full path (or an external URL left
 * untouched), and every group that had no `redirect` redirects to its first child.
 */
export interface ManifestRoute {
  path: string;
  name: string;
  page?: string;
  component?: string;
  redirect?: string;
  /** true for http:, https:, mailto:, tel: and // links. */
  external: boolean;
  meta: RouteMeta;
  children?: ManifestRoute[];
}

/**
 * Everything the browser needs, produced once at build time. The runtime trusts it: it was
 * validated and normalised by `jimu build` and is never re-validated on load.
 */
export interface Manifest {
  app: AppConfig;
  theme: ThemeConfig;
  routes: ManifestRoute[];
  permissions: PermissionsConfig;
  pages: Record<string, PageConfig>;
  i18n: Record<string, I18nTable>;
}

/**
 * The half of the manifest that loads with the signed-in user (scripts/build/splitManifest.ts):
 * routes, role permissions, the config strings beyond `app.*` and the names of the pages, each
 * page's config loading when the page first shows (`loadPage`). The login screen holds only the
 * boot half, whose routes, pages and permissions are empty until this half is merged in
 * (runtime/app/mergeConsoleManifest.ts).
 */
export type ConsoleManifest = Pick<Manifest, 'routes' | 'permissions' | 'i18n'> & {
  /**
   * Every config page's kind, by name; a page's config loads when the page is first shown, and
   * its kind lets the renderer for it load at the same time.
   */
  pageKinds: Record<string, PageConfig['kind']>;
};

/** Loads one page's config (`jimu:page/<name>`), by page name. */
export type PageLoaders = Record<string, () => Promise<{ default: PageConfig }>>;

import type { ConsoleManifest, Manifest } from '../../runtime/contract/manifest';

/** The two halves of the manifest the browser loads: at once, and after sign-in. */
export interface ManifestParts {
  /** What the login, register and callback screens need: app, theme and the `app.*` strings. */
  boot: Manifest;
  /** Routes, page names, permissions and every other config string: loaded with the user's info. */
  console: ConsoleManifest;
  /** Each page's config, by name: a chunk each, loaded when the page is first shown. */
  pages: Manifest['pages'];
}

/**
 * Splits the normalised manifest so the login screen does not download the console's routes,
 * pages and translations (most of the manifest's weight): the boot half keeps `app`, `theme` and
 * the `app` table of each language, with empty routes, pages and permissions; the console half
 * holds the rest, merged in by the runtime before the first signed-in screen.
 *
 * @example
 * const { boot, console } = splitManifest(normaliseConfig(config));
 */
export function splitManifest(manifest: Manifest): ManifestParts {
  const bootI18n: Manifest['i18n'] = {};
  const consoleI18n: Manifest['i18n'] = {};
  for (const [language, table] of Object.entries(manifest.i18n)) {
    const { app, ...rest } = table;
    bootI18n[language] = app === undefined ? {} : { app };
    consoleI18n[language] = rest;
  }
  return {
    boot: {
      app: manifest.app,
      theme: manifest.theme,
      routes: [],
      pages: {},
      permissions: { roles: {}, permissions: {} },
      i18n: bootI18n,
    },
    console: {
      routes: manifest.routes,
      pageKinds: Object.fromEntries(Object.entries(manifest.pages).map(([name, page]) => [name, page.kind])),
      // The API rules are the server's business (the mock server reads config/permissions.yaml).
      permissions: { roles: manifest.permissions.roles, permissions: manifest.permissions.permissions },
      i18n: consoleI18n,
    },
    pages: manifest.pages,
  };
}

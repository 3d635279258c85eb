import type { ConsoleManifest, Manifest } from '../contract/manifest';

/**
 * The whole manifest: the boot half the login screen had (its routes and permissions empty,
 * its strings `app.*` only) with the console half laid over it. Neither input changes; the
 * runtime's console state (`consoleMachine`) holds the answer, and screens select it from there.
 * Page configs load one by one (`PageCatalog`); the strings go to i18next where the console loads.
 *
 * @example const manifest = mergeConsoleManifest(boot, (await import('jimu:console')).default);
 */
export function mergeConsoleManifest(manifest: Manifest, part: ConsoleManifest): Manifest {
  const languages = new Set([...Object.keys(manifest.i18n), ...Object.keys(part.i18n)]);
  return {
    ...manifest,
    routes: part.routes,
    permissions: part.permissions,
    i18n: Object.fromEntries(
      [...languages].map((language) => [language, { ...manifest.i18n[language], ...part.i18n[language] }]),
    ),
  };
}

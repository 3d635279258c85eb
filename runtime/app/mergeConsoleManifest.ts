import type { i18n as I18n } from 'i18next';
import type { ConsoleManifest, Manifest } from './manifest';

/**
 * Puts the console half of the manifest into the one the runtime holds (its routes and
 * permissions were empty on the login screen; page configs load one by one, `Runtime.loadPage`) and adds its strings to i18next, deep, without
 * overwriting what is there. The manifest object stays the same, so everything that holds it sees
 * the routes from now on; it runs before the session is ready, so no screen read the empty half.
 *
 * @example
 * mergeConsoleManifest(runtime.manifest, (await import('jimu:console')).default, runtime.i18n);
 */
export function mergeConsoleManifest(manifest: Manifest, part: ConsoleManifest, i18n: I18n): void {
  manifest.routes = part.routes;
  manifest.permissions = part.permissions;
  for (const [language, table] of Object.entries(part.i18n)) {
    manifest.i18n[language] = { ...manifest.i18n[language], ...table };
    i18n.addResourceBundle(language, 'translation', table, true, false);
  }
}

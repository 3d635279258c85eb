import manifest from 'jimu:console';
import pages from 'jimu:pages';
import plugins from 'jimu:plugins';
import { consoleLocales } from './consoleLocales';
import type { ConsoleParts } from './createConsole';

/**
 * What the signed-in console adds to the boot half: the manifest's console half, the plugins, the
 * page loaders and the strings only the console draws (consoleLocales.ts). The login screen does
 * without them; main.tsx loads them in one request.
 */
export const consoleParts: ConsoleParts = {
  manifest,
  plugins,
  pages,
  locales: consoleLocales,
};

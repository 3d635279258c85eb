import manifest from 'jimu:console';
import pages from 'jimu:pages';
import plugins from 'jimu:plugins';
import { crudMessages } from '../pages/crud/crudMessages';
import type { ConsoleParts } from './createConsole';

/**
 * What the signed-in console adds to the boot half: the manifest's console half, the plugins and
 * the page loaders and the strings of the config pages. The login screen does without them; main.tsx
 * loads them in one request.
 */
export const consoleParts: ConsoleParts = { manifest, plugins, pages, locales: [crudMessages] };

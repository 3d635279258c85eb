import manifest from 'jimu:console';
import pages from 'jimu:pages';
import plugins from 'jimu:plugins';
// The string tables by file, not through the folders' index files: those would bring the
// components (and their styles) along.
import { formMessages } from '../i18n/formMessages';
import { crudMessages } from '../pages/crud/crudMessages';
import { headerMessages } from '../shell/header/headerMessages';
import { noticeMessages } from '../shell/header/noticeMessages';
import { updateMessages } from '../shell/progress/updateMessages';
import { shellMessages } from '../shell/shellMessages';
import type { ConsoleParts } from './createConsole';

/**
 * What the signed-in console adds to the boot half: the manifest's console half, the plugins, the
 * page loaders, and the strings of the config pages, of the forms and of the shell (its frame, header tools,
 * notices and update notice) (registered when it loads, before any of them renders; the theme drawer's come with
 * the drawer). The login
 * screen does without them; main.tsx loads them in one request.
 */
export const consoleParts: ConsoleParts = {
  manifest,
  plugins,
  pages,
  locales: [crudMessages, formMessages, shellMessages, headerMessages, noticeMessages, updateMessages],
};

// The string tables by file, not through the folders' index files: those would bring the
// components (and their styles) along.
import { formMessages } from '../i18n/formMessages';
import { crudMessages } from '../pages/crud/crudMessages';
import { headerMessages } from '../shell/header/headerMessages';
import { noticeMessages } from '../shell/header/noticeMessages';
import { updateMessages } from '../shell/progress/updateMessages';
import { shellMessages } from '../shell/shellMessages';

/**
 * The runtime's string tables only the signed-in console draws — the config pages', the forms',
 * the shell's (its frame, header tools, notices, update notice) — registered when the console
 * loads (consoleParts.ts), before any of them renders. The login screen does without them; the
 * theme drawer's come with the drawer.
 */
export const consoleLocales = [
  crudMessages,
  formMessages,
  shellMessages,
  headerMessages,
  noticeMessages,
  updateMessages,
];

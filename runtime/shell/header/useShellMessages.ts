import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

type Tables = Readonly<Record<string, object>>;

const added = new WeakMap<I18n, WeakSet<Tables>>();

/**
 * Adds a component's string tables to the running i18n instance once (deep merge, keeping any key
 * already there, so config re-wordings win), then returns `t`. Components of the shell bring their
 * strings along instead of waiting for boot to list them.
 *
 * @example
 * const t = useShellMessages(headerMessages);
 * t('jimu.tools.refresh'); // '刷新'
 */
export function useShellMessages(tables: Tables) {
  const { t, i18n } = useTranslation();
  addShellMessages(i18n, tables);
  return t;
}

/** The same as the hook, for code outside React (tests, toasts). Idempotent per instance and table. */
export function addShellMessages(i18n: I18n, tables: Tables): void {
  let seen = added.get(i18n);
  if (!seen) {
    seen = new WeakSet();
    added.set(i18n, seen);
  }
  if (seen.has(tables)) return;
  seen.add(tables);
  for (const [language, table] of Object.entries(tables)) {
    i18n.addResourceBundle(language, 'translation', table, true, false);
  }
}

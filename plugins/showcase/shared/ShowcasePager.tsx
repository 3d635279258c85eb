import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { crudMessages } from '../../../runtime/pages/crud';
import { Pagination, type PaginationProps } from '../../../runtime/ui';

const registered = new WeakSet<I18n>();

/**
 * The runtime's pager (total, pages, a native size menu, go-to) for demo screens. Its strings
 * (`jimu.crud.*`) are registered here, since a demo may be the first list a session opens.
 *
 * @example <ShowcasePager page={1} pageSize={72} total={572} pageSizes={[72, 144]} onChange={go} />
 */
export function ShowcasePager(props: PaginationProps) {
  const { i18n } = useTranslation();
  if (!registered.has(i18n)) {
    registered.add(i18n);
    for (const [language, table] of Object.entries(crudMessages))
      i18n.addResourceBundle(language, 'translation', table, true, false);
  }
  return <Pagination {...props} />;
}

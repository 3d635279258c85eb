export interface DocumentTitleOptions {
  /** app.titleSeparator; default ' - '. */
  separator?: string;
  /** app.titleReverse: site title first. */
  reverse?: boolean;
}

/**
 * The document title: page title, separator, site title — or the other way round when
 * reversed. Both titles arrive translated; an empty page title leaves the site title alone.
 * Call it after every navigation and on language change.
 *
 * @example
 * documentTitle('用户管理', '积木工作台', { separator: ' - ' }); // '用户管理 - 积木工作台'
 * documentTitle('Users', 'Jimu Workbench', { reverse: true }); // 'Jimu Workbench - Users'
 */
export function documentTitle(
  pageTitle: string | undefined,
  siteTitle: string,
  { separator = ' - ', reverse = false }: DocumentTitleOptions = {},
): string {
  const page = pageTitle?.trim() ?? '';
  if (page === '') return siteTitle;
  if (siteTitle === '') return page;
  return reverse ? `${siteTitle}${separator}${page}` : `${page}${separator}${siteTitle}`;
}

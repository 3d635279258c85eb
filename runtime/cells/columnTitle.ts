import type { PageColumn } from '../../schemas/types.gen';

/**
 * A column's header text: its `title` is an i18n key (config) or literal text; i18next returns
 * the key itself when there is no entry, so both work.
 *
 * @example
 * columnTitle({ field: 'title', title: 'field.title' }, t); // '标题'
 */
export function columnTitle(column: Pick<PageColumn, 'title'>, t: (key: string) => string): string {
  return t(column.title);
}

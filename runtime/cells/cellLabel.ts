import type { PageCellOptions } from '../../schemas/types.gen';
import { displayText } from './displayText';

/**
 * The text a tag or status shows for one value: its `labels` entry translated, else the value.
 *
 * @example
 * cellLabel('draft', { type: 'tag', labels: { draft: 'option.draft' } }, t); // '草稿'
 */
export function cellLabel(value: unknown, options: PageCellOptions, t: (key: string) => string): string {
  const key = options.labels?.[String(value)];
  return key ? t(key) : displayText(value);
}

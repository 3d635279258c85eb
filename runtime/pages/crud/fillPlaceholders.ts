import { valueAt } from './valueAt';

/**
 * Fills `{field}` placeholders of a link from a record; values are URI-encoded so a stored `&` or
 * `#` cannot change the link's shape. A missing field becomes the empty string.
 *
 * @example fillPlaceholders('/vab/table/detail?id={id}', { id: 7 }) // '/vab/table/detail?id=7'
 */
export function fillPlaceholders(template: string, record: Record<string, unknown>): string {
  return template.replace(/\{([A-Za-z_$][\w$.]*)\}/g, (_, path: string) => {
    const value = valueAt(record, path);
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
}

/**
 * Fills `{field}` placeholders from a record, URL-encoding each value, for link cells and link
 * actions (`/detail/{id}`). A placeholder whose field is missing becomes empty.
 *
 * @example
 * fillTemplate('/vab/table/detail?id={id}', { id: 3 }); // '/vab/table/detail?id=3'
 */
export function fillTemplate(template: string, row: Record<string, unknown>): string {
  return template.replace(/\{([A-Za-z_$][\w$.]*)\}/g, (_, path: string) => {
    let value: unknown = row;
    for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
}

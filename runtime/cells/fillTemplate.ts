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
    // Property access as `value?.[key]` does it: a primitive's own properties (a string's length) too.
    for (const key of path.split('.')) value = value == null ? undefined : Reflect.get(Object(value), key);
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
}

import type { LiveColumn } from './liveColumns';

/**
 * The field a column is known by in pages and the API: its name in camelCase. One rule for
 * lists, edits, searches and foreign-key options, and the workbench's generator names fields the
 * same way.
 *
 * @example
 * fieldOfColumn('customer_id'); // 'customerId'
 * fieldOfColumn('firstName'); // 'firstName'
 */
export function fieldOfColumn(column: string): string {
  return column.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The columns of a table by field. Two columns that become the same field (`customer_id` and
 * `customerId`) make the table unbindable: the error names both, rather than one hiding the other.
 *
 * @example
 * fieldMap(shape.columns).get('customerId')?.name; // 'customer_id'
 */
export function fieldMap(columns: readonly LiveColumn[], table: string): Map<string, LiveColumn> {
  const map = new Map<string, LiveColumn>();
  for (const column of columns) {
    const taken = map.get(column.field);
    if (taken)
      throw new Error(
        `table ${table}: columns ${taken.name} and ${column.name} both become the field ${column.field}`,
      );
    map.set(column.field, column);
  }
  return map;
}

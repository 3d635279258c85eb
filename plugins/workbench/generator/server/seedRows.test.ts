import { describe, expect, it } from 'vitest';
import type { ColumnInfo } from '../../dataSources/model/sourceTypes';
import { BUILT_IN_RULES } from '../../rules/server/genRules';
import { columnModel } from './columnModel';
import { seedRows } from './seedRows';

const table = (columns: ColumnInfo[], sample: Record<string, unknown>[]) => ({
  name: 'customer',
  rowCount: sample.length,
  columns,
  primaryKey: columns.filter((c) => c.isPk).map((c) => c.name),
  indexes: [],
  foreignKeys: [{ columns: ['support_rep_id'], refTable: 'employee', refColumns: ['employee_id'] }],
  sample,
});

describe('an offline copy of a table', () => {
  const columns: ColumnInfo[] = [
    { name: 'customer_id', type: 'integer', nullable: false, isPk: true, isAutoIncrement: true },
    { name: 'first_name', type: 'varchar', nullable: false, isPk: false, isAutoIncrement: false },
    { name: 'support_rep_id', type: 'integer', nullable: true, isPk: false, isAutoIncrement: false },
  ];
  const sample = [
    { customer_id: 7, first_name: 'Luís', support_rep_id: 3 },
    { customer_id: 9, first_name: 'Leonie', support_rep_id: 4 },
  ];

  it('keeps the key under its field and gives each row the id the store edits it by', () => {
    const model = columnModel(table(columns, sample), BUILT_IN_RULES);
    expect(seedRows(model, sample, 20)).toEqual([
      { customerId: 7, firstName: 'Luís', supportRepId: 3, id: 7 },
      { customerId: 9, firstName: 'Leonie', supportRepId: 4, id: 9 },
    ]);
  });

  it("names a foreign key's value field as the referenced page names its rows' key", () => {
    const model = columnModel(table(columns, sample), BUILT_IN_RULES);
    expect(model.find((c) => c.field === 'supportRepId')?.ref?.valueField).toBe('employeeId');
  });
});

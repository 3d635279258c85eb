import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULES, type GenRule } from '../../rules/server/genRules';
import { columnModel } from './columnModel';
import type { GenColumn } from './genTypes';
import { reapplyRules } from './reapplyRules';

const info = {
  name: 'orders',
  rowCount: 0,
  columns: [
    { name: 'id', type: 'integer', nullable: false, isPk: true, isAutoIncrement: true },
    {
      name: 'order_status',
      type: 'varchar(16)',
      nullable: false,
      isPk: false,
      isAutoIncrement: false,
      length: 16,
    },
    {
      name: 'pay_status',
      type: 'varchar(16)',
      nullable: false,
      isPk: false,
      isAutoIncrement: false,
      length: 16,
    },
  ],
  primaryKey: ['id'],
  indexes: [],
  foreignKeys: [],
  sample: [],
};
const table = (columns: GenColumn[]) => ({ tableName: 'orders', columns, sample: [] });
/** `*_status → select`, first: what a project's rule set may say instead of the built-in radio. */
const selectFirst: GenRule[] = [
  {
    id: 'select-status',
    enabled: true,
    description: '',
    match: { columnName: '*_status' },
    // biome-ignore lint/suspicious/noThenProperty: the rule format names its result `then`
    then: { widget: 'select' },
  },
  ...BUILT_IN_RULES,
];

describe('#14.4 §5.7.3 重新应用规则', () => {
  it('#14.4 with the same rules nothing changes', () => {
    const columns = columnModel(info, BUILT_IN_RULES);
    expect(reapplyRules(table(columns), BUILT_IN_RULES).changes).toEqual([]);
  });

  it('#14.4 a widget the user set to radio stays radio; a field not changed by hand takes the new rule', () => {
    const columns = columnModel(info, BUILT_IN_RULES).map((c) =>
      c.columnName === 'order_status' ? { ...c, widget: 'radio', overridden: ['widget'] } : c,
    );
    const { columns: next, changes } = reapplyRules(table(columns), selectFirst);
    expect(next.find((c) => c.columnName === 'order_status')?.widget).toBe('radio');
    expect(next.find((c) => c.columnName === 'pay_status')?.widget).toBe('select');
    expect(changes.filter((c) => c.field === 'widget')).toEqual([
      { column: 'pay_status', field: 'widget', from: 'radio', to: 'select' },
    ]);
  });

  it('#14.4 only the chosen columns are touched', () => {
    const columns = columnModel(info, BUILT_IN_RULES);
    const { columns: next, changes } = reapplyRules(table(columns), selectFirst, ['order_status']);
    expect(changes.map((c) => c.column)).toEqual(changes.map(() => 'order_status'));
    expect(next.find((c) => c.columnName === 'pay_status')).toBe(
      columns.find((c) => c.columnName === 'pay_status'),
    );
  });
});

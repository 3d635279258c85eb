import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULES, explainRules, type GenRule } from './genRules';

describe('#14.5 generation rules: ordered, first match wins, explained', () => {
  it('#14.5 order_status matches the status rule; the rules before it say why they were skipped', () => {
    const result = explainRules(BUILT_IN_RULES, { name: 'order_status', type: 'varchar(16)' });
    expect(result.matched?.id).toBe('status');
    expect(result.matched?.then.widget).toBe('radio');
    expect(result.skipped.map((s) => s.ruleId)).toEqual(['pk', 'fk', 'audit', 'bool']);
    expect(result.skipped[0]?.reason).toBe('isPk is false');
  });

  it('#14.5 moving a *_status → select rule above *status → radio changes the result to select', () => {
    const select: GenRule = {
      id: 'select-status',
      enabled: true,
      description: '',
      match: { columnName: '*_status' },
      // biome-ignore lint/suspicious/noThenProperty: the rule format names its result `then`
      then: { widget: 'select' },
    };
    const rules = [...BUILT_IN_RULES, select];
    expect(explainRules(rules, { name: 'order_status', type: 'varchar(16)' }).matched?.then.widget).toBe(
      'radio',
    );
    const moved = [select, ...BUILT_IN_RULES];
    expect(explainRules(moved, { name: 'order_status', type: 'varchar(16)' }).matched?.then.widget).toBe(
      'select',
    );
  });

  it('#14.5 a disabled rule is skipped with reason 已停用', () => {
    const rules = BUILT_IN_RULES.map((r) => (r.id === 'status' ? { ...r, enabled: false } : r));
    const result = explainRules(rules, { name: 'order_status', type: 'varchar(16)' });
    expect(result.skipped.find((s) => s.ruleId === 'status')?.reason).toContain('已停用');
    expect(result.matched?.id).not.toBe('status');
  });

  it('#14.5 RuoYi semantics: long strings → textarea, time types → datetime, tinyint(1) → switch, pk first', () => {
    const id = (name: string, type: string, extra = {}) =>
      explainRules(BUILT_IN_RULES, { name, type, ...extra }).matched?.id;
    expect(id('remark', 'varchar(1000)', { length: 1000 })).toBe('long-text');
    expect(id('paid_at', 'timestamp without time zone')).toBe('time');
    expect(id('enabled', 'tinyint(1)')).toBe('bool');
    expect(id('id', 'integer', { isPk: true })).toBe('pk');
    expect(id('customer_id', 'integer', { hasFk: true })).toBe('fk');
    expect(id('avatar_url', 'varchar(255)')).toBe('image');
  });
});

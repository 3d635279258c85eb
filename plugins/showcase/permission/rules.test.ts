import { describe, expect, it } from 'vitest';
import { can } from '../../../runtime/access';
import { RULES, ruleText } from './rules';

const subjects = {
  admin: { roles: ['Admin'], permissions: ['read:system', 'write:system', 'delete:system'], admin: false },
  editor: { roles: ['Editor'], permissions: ['read:system', 'write:system'], admin: false },
  test: { roles: ['Test'], permissions: ['read:system'], admin: false },
};
const shown = (who: keyof typeof subjects) =>
  RULES.filter(({ rule }) => can(subjects[who], rule)).map(({ n }) => n);

describe('permission demo rules (SHOWCASE §3 acceptance 1-3, PM-02)', () => {
  it('admin sees 1, 4, 7, 8, 9 and 11', () => expect(shown('admin')).toEqual([1, 4, 7, 8, 9, 11]));
  it('editor sees 2, 3, 7, 8, 10 and 12', () => expect(shown('editor')).toEqual([2, 3, 7, 8, 10, 12]));
  it('test sees 2, 4, 6, 7 and 10', () => expect(shown('test')).toEqual([2, 4, 6, 7, 10]));
  it('labels each button with its rule as the spec writes it', () => {
    expect(ruleText(RULES[0].rule)).toBe("['Admin']");
    expect(ruleText(RULES[11].rule)).toBe('{roles:[Editor],permissions:[read:system],mode:allOf}');
  });
});

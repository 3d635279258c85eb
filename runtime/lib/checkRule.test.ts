import { describe, expect, it } from 'vitest';
import { checkRule } from './checkRule';

describe('checkRule', () => {
  it("VA-06: required fails on empty values with '%s is required' and its zh text", () => {
    for (const empty of [undefined, null, '', []]) {
      expect(checkRule({ type: 'required' }, empty, 'Username', 'en')).toBe('Username is required');
    }
    expect(checkRule({ type: 'required' }, '', '用户名', 'zh')).toBe('用户名为必填项');
    expect(checkRule({ type: 'required' }, 'admin', 'Username', 'en')).toBeNull();
    expect(checkRule({ type: 'required' }, 0, 'Count', 'en')).toBeNull();
  });

  it("VA-06: whitespace fails on blank text with '%s cannot be empty'", () => {
    expect(checkRule({ type: 'whitespace' }, '   ', 'Title', 'en')).toBe('Title cannot be empty');
    expect(checkRule({ type: 'whitespace' }, ' \t', '标题', 'zh')).toBe('标题不能为空');
    expect(checkRule({ type: 'whitespace' }, ' a ', 'Title', 'en')).toBeNull();
  });

  it('VA-06: range checks string length, number value and list length with min, max and len', () => {
    expect(checkRule({ type: 'range', min: 6 }, 'abc', 'Password', 'en')).toBe(
      'Password must be at least 6 characters',
    );
    expect(checkRule({ type: 'range', min: 6 }, 'abcdef', 'Password', 'en')).toBeNull();
    expect(checkRule({ type: 'range', max: 3 }, 'abcd', 'Code', 'en')).toBe(
      'Code cannot be longer than 3 characters',
    );
    expect(checkRule({ type: 'range', len: 2 }, '汉字', 'Code', 'en')).toBeNull();
    expect(checkRule({ type: 'range', len: 2 }, '𠀀', 'Code', 'en')).toBe(
      'Code must be exactly 2 characters',
    );
    expect(checkRule({ type: 'range', min: 1, max: 5 }, 9, 'Rate', 'en')).toBe(
      'Rate must be between 1 and 5',
    );
    expect(checkRule({ type: 'range', min: 1, max: 5 }, 5, 'Rate', 'en')).toBeNull();
    expect(checkRule({ type: 'range', min: 80 }, 79, '百分比', 'zh')).toBe('百分比不能小于 80');
    expect(checkRule({ type: 'range', max: 2 }, ['a', 'b', 'c'], 'Tags', 'en')).toBe(
      'Tags cannot be greater than 2 in length',
    );
  });

  it('VA-06: enum and pattern, with a custom message', () => {
    const status = { type: 'enum', values: ['published', 'draft'] } as const;
    expect(checkRule(status, 'draft', 'Status', 'en')).toBeNull();
    expect(checkRule(status, 'deleted', 'Status', 'en')).toBe('Status must be one of published, draft');
    expect(checkRule({ type: 'pattern', pattern: '^\\d+$' }, '12a', 'Code', 'en')).toBe(
      'Code value 12a does not match pattern ^\\d+$',
    );
    const global = { type: 'pattern', pattern: /\d/g } as const;
    expect([checkRule(global, '1', 'x'), checkRule(global, '1', 'x')]).toEqual([null, null]);
    expect(checkRule({ type: 'pattern', pattern: /^1/, message: '请输入正确的%s' }, '2', '手机号')).toBe(
      '请输入正确的手机号',
    );
  });

  it('VA-06: kinds other than required let an empty optional value pass', () => {
    expect(checkRule({ type: 'range', min: 6 }, '', 'Password', 'en')).toBeNull();
    expect(checkRule({ type: 'pattern', pattern: /^\d+$/ }, undefined, 'Code', 'en')).toBeNull();
    expect(checkRule({ type: 'enum', values: ['a'] }, null, 'Kind', 'en')).toBeNull();
  });
});

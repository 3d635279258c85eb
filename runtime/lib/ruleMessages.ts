import type { Language } from './language';

/** What a range rule measured: characters of a string, a number's value, items of a list. */
export type RangeSubject = 'string' | 'number' | 'array';
export type RangeBound = 'len' | 'min' | 'max' | 'range';

export interface RuleMessages {
  required: string;
  whitespace: string;
  enum: string;
  pattern: string;
  range: Record<RangeSubject, Record<RangeBound, string>>;
}

/**
 * Default texts of the rule kinds, `%s` filled in order (label first). The English ones
 * are the async-validator defaults integrators know ('%s is required', '%s cannot be empty').
 */
export const ruleMessages: Record<Language, RuleMessages> = {
  en: {
    required: '%s is required',
    whitespace: '%s cannot be empty',
    enum: '%s must be one of %s',
    pattern: '%s value %s does not match pattern %s',
    range: {
      string: {
        len: '%s must be exactly %s characters',
        min: '%s must be at least %s characters',
        max: '%s cannot be longer than %s characters',
        range: '%s must be between %s and %s characters',
      },
      number: {
        len: '%s must equal %s',
        min: '%s cannot be less than %s',
        max: '%s cannot be greater than %s',
        range: '%s must be between %s and %s',
      },
      array: {
        len: '%s must be exactly %s in length',
        min: '%s cannot be less than %s in length',
        max: '%s cannot be greater than %s in length',
        range: '%s must be between %s and %s in length',
      },
    },
  },
  zh: {
    required: '%s为必填项',
    whitespace: '%s不能为空',
    enum: '%s必须是 %s 之一',
    pattern: '%s的值 %s 不符合格式 %s',
    range: {
      string: {
        len: '%s必须是 %s 个字符',
        min: '%s至少 %s 个字符',
        max: '%s不能超过 %s 个字符',
        range: '%s必须在 %s 到 %s 个字符之间',
      },
      number: {
        len: '%s必须等于 %s',
        min: '%s不能小于 %s',
        max: '%s不能大于 %s',
        range: '%s必须在 %s 到 %s 之间',
      },
      array: {
        len: '%s的长度必须为 %s',
        min: '%s的长度不能小于 %s',
        max: '%s的长度不能大于 %s',
        range: '%s的长度必须在 %s 到 %s 之间',
      },
    },
  },
};

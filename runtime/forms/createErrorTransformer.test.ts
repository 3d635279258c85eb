import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { createErrorTransformer } from './createErrorTransformer';
import { formatMessages, jimuFormats } from './formats';

const t = (key: string) => ({ 'field.phone': '手机号', 'field.tags': 'Tags' })[key] ?? key;
const one = (error: RJSFValidationError, lang: 'zh' | 'en') =>
  createErrorTransformer(t, lang)([error])[0].message;

describe('createErrorTransformer', () => {
  it('VA-06: required and range messages from runtime/lib ruleMessages, labelled by the translated title', () => {
    expect(one({ name: 'required', title: 'field.phone', property: 'phone', stack: '' }, 'zh')).toBe(
      '手机号为必填项',
    );
    expect(one({ name: 'required', title: 'field.phone', property: 'phone', stack: '' }, 'en')).toBe(
      '手机号 is required',
    );
    expect(one({ name: 'maxItems', title: 'field.tags', params: { limit: 3 }, stack: '' }, 'en')).toBe(
      'Tags cannot be greater than 3 in length',
    );
    expect(one({ name: 'minimum', property: '.age', params: { limit: 0 }, stack: '' }, 'zh')).toBe(
      'age不能小于 0',
    );
    expect(
      one({ name: 'enum', title: 'field.tags', params: { allowedValues: ['a', 'b'] }, stack: '' }, 'en'),
    ).toBe('Tags must be one of a, b');
  });

  it('VA-05: every helper rule has a format message in zh and en', () => {
    for (const name of Object.keys(jimuFormats)) {
      for (const lang of ['zh', 'en'] as const) {
        const message = one({ name: 'format', property: '.x', params: { format: name }, stack: '' }, lang);
        expect(message).toBe(formatMessages[lang][name].replace('%s', 'x'));
      }
    }
  });

  it('falls back to a generic message and keeps the stack equal to the message', () => {
    const [error] = createErrorTransformer(t, 'en')([{ name: 'if', property: '.x', stack: 'raw' }]);
    expect(error).toMatchObject({ message: 'x is invalid', stack: 'x is invalid' });
  });
});

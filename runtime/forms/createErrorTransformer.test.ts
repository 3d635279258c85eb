import type { RJSFValidationError } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { runtimeTranslators } from '../i18n/testTranslators';
import type { Language } from '../lib/language';
import { LANGUAGES } from '../lib/language';
import { createErrorTransformer } from './createErrorTransformer';
import { formatMessages, jimuFormats } from './formats';
import { type FormTexts, formTexts } from './formTexts';

let texts: Record<Language, FormTexts>;
beforeAll(async () => {
  const { zh, en } = await runtimeTranslators();
  texts = { zh: formTexts(zh), en: formTexts(en) };
});
const locale = (lang: Language) => ({ lang, texts: texts[lang] });

const t = (key: string) => ({ 'field.phone': '手机号', 'field.tags': 'Tags' })[key] ?? key;
const one = (error: RJSFValidationError, lang: 'zh' | 'en') =>
  createErrorTransformer(t, locale(lang))([error])[0].message;

describe('createErrorTransformer', () => {
  it('VA-06: required and range messages from runtime/lib ruleMessages, labelled by the translated title', () => {
    expect(one({ name: 'required', title: 'field.phone', property: 'phone', stack: '' }, 'zh')).toBe(
      '手机号为必填项',
    );
    expect(one({ name: 'required', title: 'field.phone', property: 'phone', stack: '' }, 'en')).toBe(
      '手机号 is required',
    );
    // A list's count reads as a person says it (added items here: no schema says they are choices).
    expect(one({ name: 'maxItems', title: 'field.tags', params: { limit: 3 }, stack: '' }, 'en')).toBe(
      'Tags: add at most 3',
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
      for (const lang of LANGUAGES) {
        const message = one({ name: 'format', property: '.x', params: { format: name }, stack: '' }, lang);
        expect(message).toBe(formatMessages[lang][name].replace('%s', 'x'));
      }
    }
  });

  it('falls back to a generic message and keeps the stack equal to the message', () => {
    const [error] = createErrorTransformer(t, locale('en'))([{ name: 'if', property: '.x', stack: 'raw' }]);
    expect(error).toMatchObject({ message: 'x is invalid', stack: 'x is invalid' });
  });

  it('#11.9 choices are chosen, items are added: 请至少选择 1 个角色 / Roles: select at least 1', () => {
    const schema = {
      type: 'object',
      properties: {
        roles: { type: 'array', items: { type: 'string', enum: ['Admin'] } },
        tags: { type: 'array', items: { type: 'string' } },
      },
    };
    const of = (name: string, property: string, lang: 'zh' | 'en') =>
      createErrorTransformer(
        (k) => ({ 'field.roles': lang === 'zh' ? '角色' : 'Roles' })[k] ?? k,
        locale(lang),
        schema,
      )([{ name, title: 'field.roles', property, params: { limit: 1 }, stack: '' }])[0].message;
    expect(of('minItems', '.roles', 'zh')).toBe('请至少选择 1 个角色');
    expect(of('minItems', '.roles', 'en')).toBe('Roles: select at least 1');
    expect(of('minItems', '.tags', 'zh')).toBe('请至少添加 1 个角色');
  });
});

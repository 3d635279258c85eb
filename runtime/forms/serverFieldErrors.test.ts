import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../data/HttpError';
import { runtimeTranslators } from '../i18n/testTranslators';
import type { Language } from '../lib/language';
import type { FormLocale } from './createErrorTransformer';
import { formTexts } from './formTexts';
import { serverFieldErrors } from './serverFieldErrors';

let locales: Record<Language, FormLocale>;
beforeAll(async () => {
  const { zh, en } = await runtimeTranslators();
  locales = { zh: { lang: 'zh', texts: formTexts(zh) }, en: { lang: 'en', texts: formTexts(en) } };
});

const schema = {
  type: 'object',
  properties: {
    username: { type: 'string', title: 'field.username' },
    password: { type: 'string', title: 'field.password' },
    oldPassword: { type: 'string', title: 'field.oldPassword' },
    role: { type: 'string', title: 'field.role' },
  },
};
const titles: Record<string, string> = {
  'field.username': 'Username',
  'field.password': 'Password',
  'field.oldPassword': 'Current password',
  'field.role': 'Role',
};
const t = (key: string) => titles[key] ?? key;
const refusal = (status: number, msg: string) =>
  new HttpError({ status, message: msg, url: '/x', body: { code: status, msg, data: null } });

describe('#11.1 serverFieldErrors', () => {
  it('puts a refusal naming a field on that field, in the form language', () => {
    expect(serverFieldErrors(refusal(400, '字段 password 不能为空'), schema, {}, t, locales.en)).toEqual({
      password: { __errors: ['Password is required'] },
    });
    expect(serverFieldErrors(refusal(400, '字段 password 至少 6 位'), schema, {}, t, locales.en)).toEqual({
      password: { __errors: ['Password must be at least 6 characters'] },
    });
    expect(serverFieldErrors(refusal(400, '字段 oldPassword 不正确'), schema, {}, t, locales.zh)).toEqual({
      oldPassword: { __errors: ['Current password不正确'] },
    });
    expect(serverFieldErrors(refusal(409, '用户名 admin 已存在'), schema, {}, t, locales.en)).toEqual({
      username: { __errors: ['Username is already taken'] },
    });
    expect(
      serverFieldErrors(refusal(409, '字段 role 的值 Editor 已存在'), schema, {}, t, locales.en),
    ).toEqual({
      role: { __errors: ['Role is already taken'] },
    });
  });

  it('leaves to the toast what names no shown field, and what is no refusal', () => {
    expect(serverFieldErrors(refusal(400, '字段 email 不能为空'), schema, {}, t, locales.en)).toBeUndefined();
    expect(
      serverFieldErrors(
        refusal(400, '字段 password 不能为空'),
        schema,
        { password: { 'ui:widget': 'hidden' } },
        t,
        locales.en,
      ),
    ).toBeUndefined();
    expect(serverFieldErrors(refusal(500, '服务器内部错误'), schema, {}, t, locales.en)).toBeUndefined();
    const dropped = new HttpError({
      status: 0,
      message: '字段 password 不能为空',
      url: '/x',
      reason: 'network',
    });
    expect(serverFieldErrors(dropped, schema, {}, t, locales.en)).toBeUndefined();
    expect(serverFieldErrors(new Error('字段 password 不能为空'), schema, {}, t, locales.en)).toBeUndefined();
  });
});

// Test support for the form tests (not part of the runtime's public surface).
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ApiContext } from '../data/api/ApiContext';
import type { ApiConfig } from '../data/api/createSessionApi';
import { createI18n } from '../i18n';
import { formMessages } from '../i18n/formMessages';
import type { Language } from '../lib/language';
import { compileFormValidator } from './compileFormValidator';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';

/** The config strings the form tests translate (stand-ins for config/i18n). */
export const testStrings = {
  zh: {
    field: {
      username: '用户名',
      phone: '手机号',
      email: '邮箱',
      roles: '角色',
      contacts: '联系人',
      name: '姓名',
    },
    role: { admin: '管理员', editor: '编辑' },
    hint: { username: '请输入用户名', help: '至少两个字' },
  },
  en: {
    field: {
      username: 'Username',
      phone: 'Phone',
      email: 'E-mail',
      roles: 'Roles',
      contacts: 'Contacts',
      name: 'Name',
    },
    role: { admin: 'Administrator', editor: 'Editor' },
    hint: { username: 'Type a username', help: 'Two characters at least' },
  },
};

const instances = new Map<Language, Promise<I18n>>();
/** One i18next instance per language for the whole test file. */
export function testI18n(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ config: testStrings, language, extra: [formMessages] });
    instances.set(language, instance);
  }
  return instance;
}

type Props = Omit<SchemaFormProps, 'validator' | 'onSubmit'> &
  Partial<Pick<SchemaFormProps, 'validator' | 'onSubmit'>>;

/**
 * Renders SchemaForm in `language` with the test-only compiling validator, inside a console whose
 * app.yaml `api` is `api` (none by default).
 * @example const { submit } = await renderSchemaForm({ schema }, 'en');
 */
export async function renderSchemaForm(props: Props, language: Language = 'zh', api: ApiConfig = {}) {
  const i18n = await testI18n(language);
  const submitted: Record<string, unknown>[] = [];
  const onSubmit = props.onSubmit ?? ((data) => void submitted.push(data));
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ApiContext.Provider value={api}>
        <SchemaForm validator={compileFormValidator()} {...props} onSubmit={onSubmit} />
      </ApiContext.Provider>
    </I18nextProvider>,
  );
  return { ...view, submitted };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isEmail } from '../lib';
import { Button, Form } from '../ui/semi';
import { AuthLayout } from './AuthLayout';
import { loginRules } from './loginRules';

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
}

export interface RegisterPageProps {
  siteTitle: string;
  /** Resolves once registered (the server answers '模拟注册成功' and a token). */
  onRegister(values: RegisterValues): Promise<void>;
}

/** Account registration against POST /register. */
export function RegisterPage({ siteTitle, onRegister }: RegisterPageProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const check = (key: string) => (key ? t(key) : '');
  return (
    <AuthLayout siteTitle={siteTitle} heading={t('jimu.register.title')}>
      <Form<RegisterValues>
        aria-label={t('jimu.register.title')}
        onSubmit={async (values) => {
          setBusy(true);
          try {
            await onRegister(values);
          } catch {
            // shown by the http client
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Input
          field="username"
          label={t('jimu.login.username')}
          validate={(v) => check(loginRules.username(v))}
        />
        <Form.Input
          field="email"
          label={t('jimu.register.email')}
          validate={(v) => (typeof v === 'string' && isEmail(v) ? '' : t('jimu.register.emailInvalid'))}
        />
        <Form.Input
          field="password"
          mode="password"
          label={t('jimu.login.password')}
          autoComplete="new-password"
          validate={(v) => check(loginRules.password(v))}
        />
        <Button htmlType="submit" theme="solid" block loading={busy}>
          {t('jimu.register.submit')}
        </Button>
      </Form>
      <div className="jimu-auth-footer">
        <span />
        <Link to="/login">{t('jimu.register.back')}</Link>
      </div>
    </AuthLayout>
  );
}

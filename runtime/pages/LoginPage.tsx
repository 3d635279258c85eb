import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, TabPane, Tabs, Toast, Typography } from '../ui/semi';
import { AuthLayout } from './AuthLayout';
import { loginRules } from './loginRules';
import { TextField } from './TextField';
import { useFormFields } from './useFormFields';

export interface LoginCredentials {
  username?: string;
  password?: string;
  phone?: string;
  code?: string;
}

export interface LoginPageProps {
  siteTitle: string;
  /** Resolves when the session is logged in; rejects (after the http layer showed the message) otherwise. */
  onLogin(credentials: LoginCredentials): Promise<void>;
}

/** Login screen with the account form and the phone form (VA-04). */
export function LoginPage({ siteTitle, onLogin }: LoginPageProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const tr = (check: (v: unknown) => string) => (value: string) => {
    const key = check(value);
    return key ? t(key) : '';
  };
  const account = useFormFields(
    { username: '', password: '' },
    { username: tr(loginRules.username), password: tr(loginRules.password) },
  );
  const phone = useFormFields(
    { phone: '', code: '' },
    { phone: tr(loginRules.phone), code: tr(loginRules.phoneCode) },
  );
  const submit = (form: { validate(): boolean; values: LoginCredentials }) => async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      await onLogin(form.values);
    } catch {
      // The message was already shown by the http client or the session; stay on the form.
    } finally {
      setBusy(false);
    }
  };
  const submitButton = (
    <Button htmlType="submit" theme="solid" block loading={busy}>
      {t('jimu.login.submit')}
    </Button>
  );
  return (
    <AuthLayout siteTitle={siteTitle} heading={t('jimu.login.title')}>
      <Tabs type="line">
        <TabPane tab={t('jimu.login.account')} itemKey="account">
          <form
            className="jimu-auth-form"
            onSubmit={submit(account)}
            aria-label={t('jimu.login.account')}
            noValidate
          >
            <TextField
              label={t('jimu.login.username')}
              value={account.values.username}
              onChange={(v) => account.set('username', v)}
              error={account.errors.username}
              autoComplete="username"
            />
            <TextField
              label={t('jimu.login.password')}
              type="password"
              value={account.values.password}
              onChange={(v) => account.set('password', v)}
              error={account.errors.password}
              autoComplete="current-password"
            />
            {submitButton}
          </form>
        </TabPane>
        <TabPane tab={t('jimu.login.phone')} itemKey="phone">
          <form
            className="jimu-auth-form"
            onSubmit={submit(phone)}
            aria-label={t('jimu.login.phone')}
            noValidate
          >
            <TextField
              label={t('jimu.login.phoneNumber')}
              value={phone.values.phone}
              onChange={(v) => phone.set('phone', v)}
              error={phone.errors.phone}
              autoComplete="tel"
            />
            <TextField
              label={t('jimu.login.phoneCode')}
              value={phone.values.code}
              onChange={(v) => phone.set('code', v)}
              error={phone.errors.code}
              suffix={
                <Button theme="borderless" onClick={() => Toast.info(t('jimu.login.codeSent'))}>
                  {t('jimu.login.sendCode')}
                </Button>
              }
            />
            {submitButton}
          </form>
        </TabPane>
      </Tabs>
      <div className="jimu-auth-footer">
        <Typography.Text type="tertiary" size="small">
          {t('jimu.login.demoHint')}
        </Typography.Text>
        <Link to="/register">{t('jimu.login.register')}</Link>
      </div>
    </AuthLayout>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Form, TabPane, Tabs, Toast, Typography } from '../ui/semi';
import { AuthLayout } from './AuthLayout';
import { loginRules } from './loginRules';

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
  const submit = async (values: LoginCredentials) => {
    setBusy(true);
    try {
      await onLogin(values);
    } catch {
      // The message was already shown by the http client or the session; stay on the form.
    } finally {
      setBusy(false);
    }
  };
  const rule = (check: (v: unknown) => string) => (value: unknown) => {
    const key = check(value);
    return key ? t(key) : '';
  };
  return (
    <AuthLayout siteTitle={siteTitle} heading={t('jimu.login.title')}>
      <Tabs type="line">
        <TabPane tab={t('jimu.login.account')} itemKey="account">
          <Form<LoginCredentials> onSubmit={submit} aria-label={t('jimu.login.account')}>
            <Form.Input
              field="username"
              label={t('jimu.login.username')}
              autoComplete="username"
              validate={rule(loginRules.username)}
            />
            <Form.Input
              field="password"
              mode="password"
              label={t('jimu.login.password')}
              autoComplete="current-password"
              validate={rule(loginRules.password)}
            />
            <Button htmlType="submit" theme="solid" block loading={busy}>
              {t('jimu.login.submit')}
            </Button>
          </Form>
        </TabPane>
        <TabPane tab={t('jimu.login.phone')} itemKey="phone">
          <Form<LoginCredentials> onSubmit={submit} aria-label={t('jimu.login.phone')}>
            <Form.Input field="phone" label={t('jimu.login.phoneNumber')} validate={rule(loginRules.phone)} />
            <Form.Input
              field="code"
              label={t('jimu.login.phoneCode')}
              validate={rule(loginRules.phoneCode)}
              suffix={
                <Button theme="borderless" onClick={() => Toast.info(t('jimu.login.codeSent'))}>
                  {t('jimu.login.sendCode')}
                </Button>
              }
            />
            <Button htmlType="submit" theme="solid" block loading={busy}>
              {t('jimu.login.submit')}
            </Button>
          </Form>
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

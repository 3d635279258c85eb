import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isEmail } from '../lib/validators';
import { AuthLayout } from './AuthLayout';
import { loginRules } from './loginRules';
import { TextField } from './TextField';
import { useFormFields } from './useFormFields';

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
  const form = useFormFields(
    { username: '', email: '', password: '' },
    {
      username: (v) => (loginRules.username(v) ? t(loginRules.username(v)) : ''),
      email: (v) => (isEmail(v) ? '' : t('jimu.register.emailInvalid')),
      password: (v) => (loginRules.password(v) ? t(loginRules.password(v)) : ''),
    },
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      await onRegister(form.values);
    } catch {
      // shown by the http client
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthLayout siteTitle={siteTitle} heading={t('jimu.register.title')}>
      <form className="jimu-auth-form" onSubmit={submit} aria-label={t('jimu.register.title')} noValidate>
        <TextField
          label={t('jimu.login.username')}
          value={form.values.username}
          onChange={(v) => form.set('username', v)}
          error={form.errors.username}
          autoComplete="username"
        />
        <TextField
          label={t('jimu.register.email')}
          value={form.values.email}
          onChange={(v) => form.set('email', v)}
          error={form.errors.email}
          autoComplete="email"
        />
        <TextField
          label={t('jimu.login.password')}
          type="password"
          value={form.values.password}
          onChange={(v) => form.set('password', v)}
          error={form.errors.password}
          autoComplete="new-password"
        />
        <button type="submit" className="jimu-button" aria-busy={busy} disabled={busy}>
          {t('jimu.register.submit')}
        </button>
      </form>
      <div className="jimu-auth-footer">
        <span />
        <Link to="/login">{t('jimu.register.back')}</Link>
      </div>
    </AuthLayout>
  );
}

import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { accountInput, dismissFirstView, FIRST_VIEW_SUBMIT, readFirstView } from './firstView';
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
  /** Why the person is here without having signed out (an expired or revoked session), already in words. */
  notice?: string;
  /** The welcome line, instead of the greeting of this hour (the build's markup carries each greeting). */
  welcome?: ReactNode;
  /**
   * Drawn by the build as index.html's markup of this screen (firstView.ts), which the route
   * preloader shows before the code runs: its button submits nothing by itself (the preloader
   * notes the request, the screen then signs in).
   */
  firstView?: boolean;
}

/** Login screen with the account form and the phone form, and why the last session ended. */
export function LoginPage({ siteTitle, onLogin, notice, welcome, firstView = false }: LoginPageProps) {
  const { t } = useTranslation();
  // What the person typed on index.html's markup of this screen while the code loaded.
  const [carried] = useState(() => (firstView ? undefined : readFirstView()));
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<'account' | 'phone'>('account');
  const [codeSent, setCodeSent] = useState(false);
  const tr = (check: (v: unknown) => string) => (value: string) => {
    const key = check(value);
    return key ? t(key) : '';
  };
  const account = useFormFields(carried?.values ?? { username: '', password: '' }, {
    username: tr(loginRules.username),
    password: tr(loginRules.password),
  });
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
  const accountForm = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as this screen replaces the markup
  useLayoutEffect(() => {
    // In the same commit as this screen's first drawing: never both, never neither.
    dismissFirstView();
    const form = accountForm.current;
    if (!carried || !form) return;
    const input = carried.focus && accountInput(form, carried.focus.field);
    if (input && carried.focus) {
      input.focus();
      input.setSelectionRange(carried.focus.start, carried.focus.end);
    }
    if (carried.asked) form.requestSubmit();
  }, []);
  const submitButton = firstView ? (
    <button type="button" className="jimu-button" {...{ [FIRST_VIEW_SUBMIT]: '' }}>
      {t('jimu.login.submit')}
    </button>
  ) : (
    <button type="submit" className="jimu-button" aria-busy={busy} disabled={busy}>
      {t('jimu.login.submit')}
    </button>
  );
  return (
    <AuthLayout siteTitle={siteTitle} heading={t('jimu.login.title')} welcome={welcome}>
      {notice ? (
        <p className="jimu-auth-notice" role="status" data-testid="login-notice">
          {notice}
        </p>
      ) : null}
      <div className="jimu-auth-switch" role="tablist">
        {(['account', 'phone'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={mode === key}
            // On the markup a tab switches nothing until the code runs: said, and waited for by a test's click.
            aria-disabled={firstView || undefined}
            onClick={() => setMode(key)}
          >
            {t(`jimu.login.${key}`)}
          </button>
        ))}
      </div>
      {mode === 'account' ? (
        <form
          ref={accountForm}
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
            actionsWaiting={firstView}
          />
          {submitButton}
        </form>
      ) : (
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
              <button type="button" className="jimu-link-button" onClick={() => setCodeSent(true)}>
                {t('jimu.login.sendCode')}
              </button>
            }
          />
          <div className="jimu-auth-note" role="status">
            {codeSent ? t('jimu.login.codeSent') : ''}
          </div>
          {submitButton}
        </form>
      )}
      <div className="jimu-auth-footer">
        <span className="jimu-auth-hint">{t('jimu.login.demoHint')}</span>
        <Link to="/register">{t('jimu.login.register')}</Link>
      </div>
    </AuthLayout>
  );
}

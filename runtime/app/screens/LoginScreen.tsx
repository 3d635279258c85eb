import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPage } from '../../pages/LoginPage';
import { useRuntime } from '../RuntimeContext';
import { takeSessionEnd } from '../sessionEnd';
import { useLogin } from './useLogin';

/** /login wired to the session, saying why when a session ended on its own. */
export default function LoginScreen() {
  const { app } = useRuntime();
  const { t } = useTranslation();
  const login = useLogin();
  const [ended] = useState(() =>
    typeof sessionStorage === 'undefined' ? undefined : takeSessionEnd(sessionStorage),
  );
  const notice =
    ended === 'expired'
      ? t('jimu.login.sessionExpired')
      : ended === 'revoked'
        ? t('jimu.login.sessionRevoked')
        : undefined;
  return (
    <LoginPage siteTitle={app.title} notice={notice} onLogin={(credentials) => login({ ...credentials })} />
  );
}

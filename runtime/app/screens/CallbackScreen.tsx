import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { CallbackPage } from '../../pages/CallbackPage';
import { useRuntime } from '../RuntimeContext';
import { useLogin } from './useLogin';

/** /callback?code=…: social login through POST /socialLogin (its answer must carry the token too). */
export function CallbackScreen() {
  const { app } = useRuntime();
  const login = useLogin();
  const navigate = useNavigate();
  // Signed in: on to the page the login was for, else home (the guard would keep /callback showing).
  const onSocialLogin = useCallback(
    async (code: string) => {
      await login({ social: true, code });
      navigate(new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('redirect') || '/', {
        replace: true,
      });
    },
    [login, navigate],
  );
  return <CallbackPage siteTitle={app.title} onSocialLogin={onSocialLogin} />;
}

export default CallbackScreen;

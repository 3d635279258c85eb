import { useCallback } from 'react';
import { CallbackPage } from '../../pages/CallbackPage';
import { useRuntime } from '../RuntimeContext';
import { useLogin } from './useLogin';

/** /callback?code=…: social login through POST /socialLogin (VA-01 applies to its answer too). */
export function CallbackScreen() {
  const { manifest } = useRuntime();
  const login = useLogin();
  const onSocialLogin = useCallback((code: string) => login({ social: true, code }), [login]);
  return <CallbackPage siteTitle={manifest.app.title} onSocialLogin={onSocialLogin} />;
}

export default CallbackScreen;

import { LoginPage } from '../../pages/LoginPage';
import { useRuntime } from '../RuntimeContext';
import { useLogin } from './useLogin';

/** /login wired to the session (VA-01, VA-04). */
export default function LoginScreen() {
  const { manifest } = useRuntime();
  const login = useLogin();
  return <LoginPage siteTitle={manifest.app.title} onLogin={(credentials) => login({ ...credentials })} />;
}

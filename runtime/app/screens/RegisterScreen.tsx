import { useTranslation } from 'react-i18next';
import { RegisterPage } from '../../pages/RegisterPage';
import { useRuntime } from '../RuntimeContext';
import { toast } from '../toast';
import { useLogin } from './useLogin';

/** /register: POST /register, show the server's answer ('模拟注册成功'), then sign in. */
export default function RegisterScreen() {
  const { manifest, http } = useRuntime();
  const { t } = useTranslation();
  const login = useLogin();
  return (
    <RegisterPage
      siteTitle={manifest.app.title}
      onRegister={async (values) => {
        const answer = await http.post('/register', values);
        toast('success', answer.msg || t('jimu.register.title'));
        await login({ username: values.username, password: values.password });
      }}
    />
  );
}

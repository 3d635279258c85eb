import { useTranslation } from 'react-i18next';
import { RegisterPage } from '../../pages';
import { Toast } from '../../ui/semi';
import { useRuntime } from '../RuntimeContext';
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
        Toast.success({ content: answer.msg || t('jimu.register.title'), duration: 3 });
        await login({ username: values.username, password: values.password });
      }}
    />
  );
}

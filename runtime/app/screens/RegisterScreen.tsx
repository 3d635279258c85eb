import { useTranslation } from 'react-i18next';
import { RegisterPage } from '../../pages/RegisterPage';
import { toast } from '../../shell/toast';
import { useRuntime } from '../RuntimeContext';
import { useLogin } from './useLogin';

/** /register: app.yaml api.register (POST /register), show the server's answer ('模拟注册成功'), then sign in. */
export default function RegisterScreen() {
  const { app, sessionApi } = useRuntime();
  const { t } = useTranslation();
  const login = useLogin();
  return (
    <RegisterPage
      siteTitle={app.title}
      onRegister={async (values) => {
        const answer = await sessionApi.register({ ...values });
        toast('success', answer.msg || t('jimu.register.title'));
        await login({ username: values.username, password: values.password });
      }}
    />
  );
}

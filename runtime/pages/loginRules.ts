import { isPhone } from '../lib/validators';

/** Field rules of the login forms, as pure functions returning an i18n key or ''. */
export const loginRules = {
  username: (value: unknown): string =>
    typeof value === 'string' && value.trim() ? '' : 'jimu.login.usernameRequired',
  password: (value: unknown): string =>
    typeof value === 'string' && value.length >= 6 ? '' : 'jimu.login.passwordMin',
  phone: (value: unknown): string =>
    typeof value === 'string' && isPhone(value) ? '' : 'jimu.login.phoneInvalid',
  phoneCode: (value: unknown): string =>
    typeof value === 'string' && /^\d{4,6}$/.test(value) ? '' : 'jimu.login.phoneCodeRequired',
};

import { strict, TEXT } from '../http/bodyRuleParts';

// The console's phone form sends { phone, code }; the mock signs in by account only and says so.
/** A sign-in: account and password (the phone form's fields are taken and not read). */
export const CREDENTIALS = strict({ username: TEXT, password: TEXT, phone: TEXT, code: TEXT }, [
  'username',
  'password',
]);

/** A new account: its name and password, and the profile fields a person may give themselves. */
export const REGISTRATION = strict(
  { username: TEXT, password: TEXT, email: TEXT, phone: TEXT, avatar: TEXT },
  ['username', 'password'],
);

/** A social or GitHub sign-in: the code the provider gave. */
export const SOCIAL = strict({ code: TEXT, state: TEXT, redirect_uri: TEXT }, ['code']);

/** A change of one's own password: the old one proves who asks. */
export const PASSWORD_CHANGE = strict({ oldPassword: TEXT, newPassword: TEXT }, [
  'oldPassword',
  'newPassword',
]);

/** One's own profile. The form shows the user name read-only and sends it back; a change is refused. */
export const PROFILE_EDIT = strict({
  username: TEXT,
  email: TEXT,
  phone: TEXT,
  avatar: TEXT,
  nickname: TEXT,
});

import type { BodyRules } from '../http/bodyCheck';
import { DELETE_BODY, EMPTY, ID, IDS_FIELD, strict, TEXT } from '../http/bodyRuleParts';

// The console's phone form sends { phone, code }; the mock signs in by account only and says so.
const CREDENTIALS = strict({ username: TEXT, password: TEXT, phone: TEXT, code: TEXT }, [
  'username',
  'password',
]);
const REGISTRATION = strict({ username: TEXT, password: TEXT, email: TEXT, phone: TEXT, avatar: TEXT }, [
  'username',
  'password',
]);
const SOCIAL = strict({ code: TEXT, state: TEXT, redirect_uri: TEXT }, ['code']);

/**
 * Bodies of the console's own calls: sign-in and sessions, the v1 user API, uploads, notices and
 * the envelope deletes. The record writes (`/<resource>/doEdit`, REST, `PUT /v1/users`) take the
 * fields of their collection's records instead (recordRules.ts).
 */
export const CONSOLE_BODIES: BodyRules = {
  'POST /login': CREDENTIALS,
  'POST /v1/users/login': CREDENTIALS,
  'POST /socialLogin': SOCIAL,
  'POST /v1/users/github/login': SOCIAL,
  'POST /register': REGISTRATION,
  'POST /v1/users': REGISTRATION,
  'POST /v1/users/logout': EMPTY,
  'POST /v1/users/refreshToken': EMPTY,
  'PUT /v1/users/password': strict({ oldPassword: TEXT, newPassword: TEXT }, ['oldPassword', 'newPassword']),
  // The profile form shows the user name read-only and sends it back; the handler refuses a change.
  'POST /user/edit': strict({ username: TEXT, email: TEXT, phone: TEXT, avatar: TEXT, nickname: TEXT }),
  'DELETE /v1/users': DELETE_BODY,
  'PUT /v1/users/department': strict({ ids: IDS_FIELD, id: ID, departmentId: ID }, ['departmentId']),
  'POST /upload': 'multipart',
  'POST /upload/doDelete': DELETE_BODY,
  'POST /notice/read': strict({ id: ID }, ['id']),
  'POST /notice/clear': EMPTY,
  'POST /:resource/doDelete': DELETE_BODY,
};

import type { BodyRules } from '../http/bodyCheck';
import { DELETE_BODY, EMPTY, ID, IDS_FIELD, strict, TEXT } from '../http/bodyRuleParts';

/**
 * Bodies of the console's own calls: sign-in and sessions, the v1 user API, uploads, notices and
 * the envelope deletes. The record writes (`/<resource>/doEdit`, REST, `PUT /v1/users`) take the
 * fields of their collection's records instead (recordRules.ts).
 */
export const CONSOLE_BODIES: BodyRules = {
  'DELETE /v1/users': DELETE_BODY,
  'PUT /v1/users/department': strict({ ids: IDS_FIELD, id: ID, departmentId: ID }, ['departmentId']),
  'POST /upload': 'multipart',
  'POST /upload/doDelete': DELETE_BODY,
  'POST /notice/read': strict({ id: ID }, ['id']),
  'POST /notice/clear': EMPTY,
  'POST /:resource/doDelete': DELETE_BODY,
};

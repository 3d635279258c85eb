import { fieldRefusal } from '../http/envelope';

/** Fields of one collection that only its own call may write, and that call. */
export interface OwnedFields {
  fields: string[];
  /** The call that writes them (`POST /workbench/project/create`), named in the refusal. */
  call: string;
  /** A refusal of its own for a field, in place of "only <call> changes it". */
  messages?: Record<string, string>;
}

/** Refuses a generic write that touches an owned field: see {@link ownedFieldsGuard}. */
export type AssertNotOwned = (collection: string, body: unknown, replace?: boolean) => void;

/**
 * The check the generic writes (`/<resource>/doEdit`, json-server REST POST, PUT and PATCH) make
 * before they store a body: a field that only its own call may write — because that call
 * enforces a rule the generic writes know nothing of — is refused (400, each field named in
 * `data.fieldErrors`), and so is any whole-record replace of such a collection, which would drop
 * or reset those fields. The lists come from the plugins' server halves (`ownedFields`).
 *
 * @example
 * const assertNotOwned = ownedFieldsGuard({ projects: { fields: ['code'], call: 'POST /workbench/project/create' } });
 * assertNotOwned('projects', { code: '../../x' }); // throws 400 { fieldErrors: { code } }
 */
export function ownedFieldsGuard(lists: Readonly<Record<string, OwnedFields>>): AssertNotOwned {
  return (collection, body, replace = false) => {
    const owned = lists[collection];
    if (!owned) return;
    const message = (field: string) => owned.messages?.[field] ?? `字段 ${field} 只能通过 ${owned.call} 修改`;
    if (replace)
      throw fieldRefusal(
        Object.fromEntries(owned.fields.map((field) => [field, `不能整条替换：${message(field)}`])),
      );
    if (!body || typeof body !== 'object') return;
    const found = owned.fields.filter((field) => field in body);
    if (found.length > 0)
      throw fieldRefusal(Object.fromEntries(found.map((field) => [field, message(field)])));
  };
}

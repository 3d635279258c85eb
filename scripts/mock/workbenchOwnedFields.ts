import { ApiError } from './envelope';

/**
 * Fields of workbench records that only their own calls may write, because those calls enforce a
 * rule the generic writes (`/<resource>/doEdit`, json-server REST) know nothing of: a defect's
 * status moves only along its flow, a document's text only with its version check.
 */
const OWNED: Record<string, { fields: string[]; call: string }> = {
  defects: {
    fields: ['status', 'resolution', 'duplicateOf', 'history', 'resolvedTime'],
    call: 'POST /workbench/defect/transition',
  },
  documents: {
    fields: ['content', 'version', 'revisions', 'format'],
    call: 'POST /workbench/document/save',
  },
};

/**
 * Refuses (400) a generic write that sets a field its workbench call owns, naming that call, and
 * any whole-record replace of such a collection.
 *
 * @example assertNotOwned('defects', { status: 'closed' }); // throws ApiError 400
 */
export function assertNotOwned(collection: string, body: unknown, replace = false): void {
  const owned = OWNED[collection];
  if (!owned) return;
  // A whole-record replace (REST PUT) would drop the owned fields it does not carry.
  if (replace)
    throw new ApiError(400, `不能整条替换：字段 ${owned.fields.join('、')} 只能通过 ${owned.call} 修改`);
  if (!body || typeof body !== 'object') return;
  const found = owned.fields.filter((field) => field in (body as Record<string, unknown>));
  if (found.length > 0) throw new ApiError(400, `字段 ${found.join('、')} 只能通过 ${owned.call} 修改`);
}

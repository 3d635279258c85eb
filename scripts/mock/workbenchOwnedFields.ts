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
 * Refuses (400) a generic write that sets a field its workbench call owns, naming that call.
 *
 * @example assertNotOwned('defects', { status: 'closed' }); // throws ApiError 400
 */
export function assertNotOwned(collection: string, body: unknown): void {
  const owned = OWNED[collection];
  if (!owned || !body || typeof body !== 'object') return;
  const found = owned.fields.filter((field) => field in (body as Record<string, unknown>));
  if (found.length > 0) throw new ApiError(400, `字段 ${found.join('、')} 只能通过 ${owned.call} 修改`);
}

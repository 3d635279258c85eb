import type { ApiEndpoint } from './apiTypes';
import type { ImportedApi } from './openApiImport';

type Row = Record<string, unknown>;

/** The methods a stored endpoint may have. */
export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** The statuses a stored endpoint may be in. */
export const API_STATUSES = ['designing', 'developing', 'released', 'deprecated'];
const PATH = /^\/(?!\/)[A-Za-z0-9_\-./{}:~]*$/;
const SCHEMAS = ['query', 'body', 'response'] as const;

/** A schema field given as JSON text or an object; the text's parse error names its place. */
function schemaOf(value: unknown): { schema?: Row; error?: string } {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'object' && !Array.isArray(value)) return { schema: value as Row };
  if (typeof value !== 'string') return { error: '须为 JSON Schema 对象' };
  try {
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return { error: '须为 JSON Schema 对象 {…}' };
    return { schema: parsed as Row };
  } catch (error) {
    return { error: `不是合法的 JSON：${(error as Error).message}` };
  }
}

/**
 * The fields of a hand-written endpoint, checked (新建/编辑): a name, a method, a path under
 * the console's own base URL (no host: try-it never leaves the origin), a known status, schemas as
 * JSON objects; one endpoint per method + path in a project, derived ones included.
 *
 * @example
 * apiRecordOf({ name: 'x', method: 'GET', path: '//evil' }, undefined, []).fieldErrors.path;
 */
export function apiRecordOf(body: Row, existing: Row | undefined, endpoints: readonly ApiEndpoint[]) {
  const fieldErrors: Record<string, string> = {};
  const name = String(body.name ?? '').trim();
  const method = String(body.method ?? '').toUpperCase();
  const path = String(body.path ?? '').trim();
  const status = String(body.status ?? 'developing');
  if (!name) fieldErrors.name = '请填写接口名称';
  else if (name.length > 80) fieldErrors.name = '接口名称最多 80 个字';
  if (!API_METHODS.includes(method)) fieldErrors.method = `方法须为 ${API_METHODS.join(' / ')} 之一`;
  if (!PATH.test(path)) fieldErrors.path = '路径须以 / 开头，只含字母、数字和 - _ . / { } : ~，不含主机名';
  else if (
    endpoints.some(
      (e) =>
        e.method === method && e.path === path && String(e.recordId ?? e.id) !== String(existing?.id ?? ''),
    )
  )
    fieldErrors.path = `${method} ${path} 在本项目中已存在`;
  if (!API_STATUSES.includes(status)) fieldErrors.status = `状态须为 ${API_STATUSES.join(' / ')} 之一`;
  const record: Row = {
    name,
    method,
    path,
    status,
    group: String(body.group ?? '').trim() || path.split('/')[1] || 'default',
    description: String(body.description ?? ''),
    envelope: body.envelope !== false,
    public: body.public === true,
  };
  for (const field of SCHEMAS) {
    const { schema, error } = schemaOf(body[field]);
    if (error) fieldErrors[field] = error;
    else record[field] = schema;
  }
  return { fieldErrors, record };
}

/**
 * Merges an import into the stored endpoints (导入 OpenAPI), keyed by project, method and path, so
 * importing the same document again changes nothing: an operation already stored takes the
 * document's fields except those a person edited since (`editedFields`: a re-import keeps hand edits); an
 * operation the project's config already derives (`derived`: `METHOD /path`, as a project's own
 * exported document lists them) is kept as the derived endpoint's imported documentation
 * (`derived: true`), listed once with it, never as a second endpoint; others are added as
 * `source: openapi`.
 *
 * @example
 * mergeImported(rows, 3, operations, { nextId, owner: 'admin' }, new Set(['GET /x/getList'])); // { created: 2, updated: 1, kept: [...] }
 */
export function mergeImported(
  rows: Row[],
  projectId: number,
  operations: readonly ImportedApi[],
  make: { nextId: () => number; owner: string },
  derived: ReadonlySet<string> = new Set(),
) {
  let created = 0;
  let updated = 0;
  const kept: { id: unknown; fields: string[] }[] = [];
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  for (const op of operations) {
    const row = rows.find(
      (r) => String(r.projectId) === String(projectId) && r.method === op.method && r.path === op.path,
    );
    const ofConfig = derived.has(`${op.method} ${op.path}`);
    if (!row) {
      rows.push({
        id: make.nextId(),
        projectId,
        ...op,
        source: 'openapi',
        ...(ofConfig ? { derived: true } : {}),
        status: 'developing',
        owner: make.owner,
        editedFields: [],
        usedBy: [],
        updateTime: now,
      });
      created += 1;
      continue;
    }
    const edited = new Set(Array.isArray(row.editedFields) ? (row.editedFields as string[]) : []);
    const held = Object.keys(op).filter((field) => edited.has(field));
    for (const [field, value] of Object.entries(op)) if (!edited.has(field)) row[field] = value;
    if (ofConfig) row.derived = true;
    row.updateTime = now;
    if (held.length > 0) kept.push({ id: row.id, fields: held });
    updated += 1;
  }
  return { created, updated, kept };
}

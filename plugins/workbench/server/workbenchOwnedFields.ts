import { fieldRefusal } from '../../../server/http/envelope';

/** Fields of one collection that only its own workbench call may write, and that call. */
interface Owned {
  fields: string[];
  call: string;
}

const BUILT_IN = '内置标记由工作台维护';

/**
 * Fields of workbench records that only their own calls may write, because those calls enforce a
 * rule the generic writes (`/<resource>/doEdit`, json-server REST POST, PUT and PATCH) know
 * nothing of: a project's code names its folder and is fixed at creation; a data source's
 * connection is checked against the allowed hosts and variables when it is saved; a template
 * file's path and text are checked as templates; a defect's status moves only along its flow; a
 * document's text only with its version check; built-in records stay built in. This is the one
 * list of them.
 */
export const OWNED_FIELDS: Record<string, Owned> = {
  projects: { fields: ['code', 'seed'], call: 'POST /workbench/project/create' },
  dataSources: {
    fields: [
      'projectId',
      'type',
      'host',
      'port',
      'database',
      'schema',
      'username',
      'password',
      'passwordEnv',
      'url',
      'file',
      'options',
      'config',
      'status',
    ],
    call: 'POST /workbench/dataSource/save',
  },
  templateFiles: {
    fields: ['setId', 'path', 'engine', 'mode', 'condition', 'content', 'version'],
    call: 'POST /workbench/templateFile/doEdit',
  },
  codeTemplates: { fields: ['builtIn', 'version'], call: 'POST /workbench/templateSet/doEdit' },
  materials: {
    fields: ['content', 'params', 'fragmentSchema', 'requiresPlugins', 'builtIn', 'version'],
    call: 'POST /workbench/material/save',
  },
  boardTemplates: { fields: ['builtIn'], call: 'POST /workbench/boardTpl/save' },
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
 * Refuses (400, each field named in `data.fieldErrors`) a generic write that sets a field its
 * workbench call owns, and any whole-record replace of such a collection, which would drop or
 * reset those fields.
 *
 * @example assertNotOwned('projects', { code: '../../x' }); // throws 400 { fieldErrors: { code } }
 */
export function assertNotOwned(collection: string, body: unknown, replace = false): void {
  const owned = OWNED_FIELDS[collection];
  if (!owned) return;
  const message = (field: string) =>
    field === 'builtIn' ? BUILT_IN : `字段 ${field} 只能通过 ${owned.call} 修改`;
  if (replace)
    throw fieldRefusal(
      Object.fromEntries(owned.fields.map((field) => [field, `不能整条替换：${message(field)}`])),
    );
  if (!body || typeof body !== 'object') return;
  const found = owned.fields.filter((field) => field in (body as Record<string, unknown>));
  if (found.length > 0) throw fieldRefusal(Object.fromEntries(found.map((field) => [field, message(field)])));
}

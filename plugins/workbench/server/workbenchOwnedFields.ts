import type { OwnedFields } from '../../../server/store/ownedFields';

// Built-in records stay built in: the flag is the workbench's to keep, whatever call sets it.
const BUILT_IN = { builtIn: '内置标记由工作台维护' };

/**
 * Fields of workbench records that only their own calls may write, because those calls enforce a
 * rule the generic writes (`/<resource>/doEdit`, json-server REST POST, PUT and PATCH) know
 * nothing of: a project's code names its folder and is fixed at creation; a data source's
 * connection is checked against the allowed hosts and variables when it is saved; a template
 * file's path and text are checked as templates; a defect's status moves only along its flow; a
 * document's text only with its version check; built-in records stay built in. This is the one
 * list of them; the server's generic writes refuse them (server/store/ownedFields.ts).
 */
export const OWNED_FIELDS: Record<string, OwnedFields> = {
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
  codeTemplates: {
    fields: ['builtIn', 'version'],
    call: 'POST /workbench/templateSet/doEdit',
    messages: BUILT_IN,
  },
  materials: {
    fields: ['content', 'params', 'fragmentSchema', 'requiresPlugins', 'builtIn', 'version'],
    call: 'POST /workbench/material/save',
    messages: BUILT_IN,
  },
  boardTemplates: { fields: ['builtIn'], call: 'POST /workbench/boardTpl/save', messages: BUILT_IN },
  defects: {
    fields: ['status', 'resolution', 'duplicateOf', 'history', 'resolvedTime'],
    call: 'POST /workbench/defect/transition',
  },
  documents: {
    fields: ['content', 'version', 'revisions', 'format'],
    call: 'POST /workbench/document/save',
  },
};

import type { BodyRules } from '../../../../server/http/bodyCheck';
import { DELETE_BODY, ID, ID_OR_NULL, LONG_TEXT, strict, TEXT } from '../../../../server/http/bodyRuleParts';
import { schema } from '../../../../server/http/bodySchema';

/** The version a save was based on: an older one is a conflict (409). */
const VERSION = schema({ type: 'integer', minimum: 0 });

const BOOLEAN = schema({ type: 'boolean' });

/** A short name (a rule id, a glob, a column type, a cell or widget name). */
const NAME = schema({ type: 'string', maxLength: 255 });

/**
 * One generation rule. Its fields are typed here; what their values may be (id names, globs that
 * compile, a width of 40–800, a rule that sets something) the save checks and words per rule.
 */
const RULE = strict({
  id: NAME,
  enabled: BOOLEAN,
  description: TEXT,
  match: strict({
    dbTypes: { type: 'array', items: NAME, maxItems: 100 },
    columnName: NAME,
    length: strict({ min: { type: 'number' }, max: { type: 'number' } }),
    isPk: BOOLEAN,
    nullable: BOOLEAN,
    hasFk: BOOLEAN,
  }),
  // biome-ignore lint/suspicious/noThenProperty: a generation rule's `then` is data, never awaited
  then: strict({
    jsonType: { type: 'string', enum: ['string', 'integer', 'number', 'boolean', 'array', 'object'] },
    format: NAME,
    widget: NAME,
    cell: NAME,
    inList: BOOLEAN,
    inSearch: BOOLEAN,
    searchOperator: { type: 'string', enum: ['eq', 'like'] },
    inEdit: BOOLEAN,
    required: BOOLEAN,
    sortable: BOOLEAN,
    width: { type: 'number' },
    readOnly: BOOLEAN,
  }),
});

const RULES = schema({ type: 'array', items: RULE, maxItems: 500 });

/**
 * Bodies of the code templates: template sets (edit, copy, delete, import, a project's default),
 * their files (edit, delete, move), the generation rules (save, back to built-in, explain) and the
 * test rendering of a template.
 */
export const WORKBENCH_TEMPLATES_BODIES: BodyRules = {
  // Name, target and description keep the save's own checks and the codes the screen translates.
  'POST /workbench/templateSet/doEdit': strict({
    id: ID_OR_NULL,
    name: TEXT,
    description: TEXT,
    target: { type: 'string', enum: ['jimu-page', 'mock-backend', 'node-backend', 'docs'] },
    version: VERSION,
  }),
  'POST /workbench/templateSet/copy': strict({ id: ID }, ['id']),
  'POST /workbench/templateSet/doDelete': DELETE_BODY,
  // The document is a file the person picked: the import tells a template set from any other JSON
  // document in its own words, then checks the set's fields and each file's as a save does.
  'POST /workbench/templateSet/import': strict({ document: { type: 'object' } }, ['document']),
  'POST /workbench/templateSet/setDefault': strict({ id: ID, projectId: ID }, ['id', 'projectId']),
  // The stored file comes back whole from the editor: its order, engine and time are not taken.
  'POST /workbench/templateFile/doEdit': strict({
    id: ID_OR_NULL,
    setId: ID,
    path: TEXT,
    mode: { type: 'string', enum: ['create', 'replace', 'merge-yaml', 'append'] },
    condition: TEXT,
    enabled: BOOLEAN,
    content: LONG_TEXT,
    version: VERSION,
    order: { type: 'integer', minimum: 0 },
    engine: { type: 'string', enum: ['liquid'] },
    updateTime: TEXT,
  }),
  'POST /workbench/templateFile/doDelete': DELETE_BODY,
  // The file goes to position `to` (0-based) of its set.
  'POST /workbench/templateFile/move': strict({ id: ID, to: { type: 'integer' } }, ['id']),
  'POST /workbench/rules/save': strict({ rules: RULES, version: VERSION }),
  'POST /workbench/rules/reset': strict({ version: VERSION }),
  // A read: the rules of the working copy (the saved ones when absent) against one column.
  'POST /workbench/rules/explain': strict({
    rules: RULES,
    column: strict({
      name: NAME,
      type: NAME,
      length: { type: 'integer', minimum: 0 },
      isPk: BOOLEAN,
      nullable: BOOLEAN,
      hasFk: BOOLEAN,
    }),
  }),
  // A Liquid template rendered against a generated table; `path` and `mode` say which file it writes.
  'POST /workbench/templates/render': strict({
    genTableId: ID,
    content: LONG_TEXT,
    path: TEXT,
    mode: { type: 'string', enum: ['create', 'replace', 'merge-yaml', 'append'] },
  }),
};

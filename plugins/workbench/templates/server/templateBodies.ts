import { ID, ID_OR_NULL, LONG_TEXT, strict, TEXT } from '../../../../server/http/bodyRuleParts';
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

// Name, target and description keep the save's own checks and the codes the screen translates.
/** A template set created (`id` absent or null) or changed on `version`. */
export const TEMPLATE_SET_EDIT = strict({
  id: ID_OR_NULL,
  name: TEXT,
  description: TEXT,
  target: { type: 'string', enum: ['jimu-page', 'mock-backend', 'node-backend', 'docs'] },
  version: VERSION,
});

/** The template set named by `id`. */
export const TEMPLATE_SET_ID = strict({ id: ID }, ['id']);

// The document is a file the person picked: the import tells a template set from any other JSON
// document in its own words, then checks the set's fields and each file's as a save does.
/** A template set exported as one JSON document, imported. */
export const TEMPLATE_SET_IMPORT = strict({ document: { type: 'object' } }, ['document']);

/** A set made a project's default for its target. */
export const TEMPLATE_SET_DEFAULT = strict({ id: ID, projectId: ID }, ['id', 'projectId']);

// The stored file comes back whole from the editor: its order, engine and time are not taken.
/** A template file created in `setId` or changed on `version`. */
export const TEMPLATE_FILE_EDIT = strict({
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
});

/** The file goes to position `to` (0-based) of its set. */
export const TEMPLATE_FILE_MOVE = strict({ id: ID, to: { type: 'integer' } }, ['id']);

/** The generation rules saved on `version`. */
export const RULES_SAVE = strict({ rules: RULES, version: VERSION });

/** Back to the built-in rules, from `version`. */
export const RULES_RESET = strict({ version: VERSION });

/** A read: the rules of the working copy (the saved ones when absent) against one column. */
export const RULES_EXPLAIN = strict({
  rules: RULES,
  column: strict({
    name: NAME,
    type: NAME,
    length: { type: 'integer', minimum: 0 },
    isPk: BOOLEAN,
    nullable: BOOLEAN,
    hasFk: BOOLEAN,
  }),
});

/** A Liquid template rendered against a generated table; `path` and `mode` say which file it writes. */
export const TEMPLATE_RENDER = strict({
  genTableId: ID,
  content: LONG_TEXT,
  path: TEXT,
  mode: { type: 'string', enum: ['create', 'replace', 'merge-yaml', 'append'] },
});

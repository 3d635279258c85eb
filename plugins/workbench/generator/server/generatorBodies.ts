import { ID, IDS, LONG_TEXT, strict, TEXT } from '../../../../server/http/bodyRuleParts';
import { type BodyOf, schema } from '../../../../server/http/bodySchema';

/** A short name: a column, a field, a resource, a page, a type, a permission. */
const NAME = schema({ type: 'string', maxLength: 255 });

const BOOLEAN = schema({ type: 'boolean' });

/** A list of short names. */
const NAMES = schema({ type: 'array', items: NAME, maxItems: 1000 });

/** Rows as a source or a person gave them: each a free-form record. */
const ROWS = schema({ type: 'array', items: { type: 'object' }, maxItems: 10_000 });

/** A generated column (the column model of a generated table), as the column grid edits it. */
const GEN_COLUMN = strict({
  columnName: NAME,
  columnType: NAME,
  length: { type: 'integer', minimum: 0 },
  nullable: BOOLEAN,
  isPk: BOOLEAN,
  isAutoIncrement: BOOLEAN,
  comment: TEXT,
  enumValues: NAMES,
  field: NAME,
  titleZh: TEXT,
  titleEn: TEXT,
  jsonType: { type: 'string', enum: ['string', 'integer', 'number', 'boolean', 'array', 'object'] },
  format: NAME,
  maxLength: { type: 'integer', minimum: 0 },
  pattern: TEXT,
  inList: BOOLEAN,
  inSearch: BOOLEAN,
  inEdit: BOOLEAN,
  required: BOOLEAN,
  readOnly: BOOLEAN,
  cell: NAME,
  widget: NAME,
  searchOperator: { type: 'string', enum: ['eq', 'like'] },
  width: { type: 'integer', minimum: 0, maximum: 10_000 },
  sortable: BOOLEAN,
  /** From a foreign key: the referenced resource and the fields its select shows and keeps. */
  ref: strict({ resource: NAME, labelField: NAME, valueField: NAME, displayColumn: NAME }),
  /** The rule that gave the defaults. */
  ruleId: NAME,
  /** The fields changed by hand, which rules and sync leave alone. */
  overridden: NAMES,
});

/**
 * A generated table as the column screen holds it: the stored record, edited. The id names it;
 * the project and the last generation are the server's (sent back as loaded, never taken).
 * The page name keeps the save's own check and words.
 */
const GEN_TABLE = strict({
  id: ID,
  projectId: ID,
  dataSourceId: { type: 'integer', minimum: 0 },
  tableName: NAME,
  tableComment: TEXT,
  pageName: NAME,
  resource: NAME,
  kind: { type: 'string', enum: ['crud'] },
  rowKey: NAME,
  titleZh: TEXT,
  titleEn: TEXT,
  icon: NAME,
  edit: strict({
    mode: { type: 'string', enum: ['modal', 'drawer'] },
    width: { type: 'integer', minimum: 0 },
  }),
  pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
  permissions: strict({ read: NAME, write: NAME, delete: NAME }),
  options: strict({
    seedCollection: BOOLEAN,
    /** How many rows the mock collection is seeded with (at most 1000, as import sets it). */
    seedRows: { type: 'integer', minimum: 0, maximum: 1000 },
    apiRules: BOOLEAN,
    /** Bind the page to the live table (true) or write an offline copy of its rows (false). */
    live: BOOLEAN,
  }),
  /** The data source a live page binds to, as dataSources.yaml writes it (no password). */
  liveSource: strict({
    name: NAME,
    type: { type: 'string', enum: ['postgres'] },
    host: NAME,
    port: { type: 'integer', minimum: 1, maximum: 65535 },
    database: NAME,
    schema: NAME,
    user: NAME,
    passwordEnv: NAME,
  }),
  columns: { type: 'array', items: GEN_COLUMN, maxItems: 1000 },
  sample: ROWS,
  sync: strict({
    sourceHash: NAME,
    syncedAt: NAME,
    drift: { type: 'string', enum: ['none', 'columnsAdded', 'columnsRemoved', 'typeChanged'] },
  }),
  lastGenerated: strict({
    at: NAME,
    by: NAME,
    files: { type: 'array', maxItems: 10_000, items: strict({ path: TEXT, hash: NAME }) },
  }),
});

/** A stored generated table by id, or the edited copy the screen holds (its id names the stored one). */
const TABLE_OR_EDITED = { genTableId: ID, genTable: GEN_TABLE };

/** A render of a generated table; `validate: false` for the live preview, which needs the page only. */
export const GEN_RENDER = strict({ ...TABLE_OR_EDITED, validate: BOOLEAN });

/**
 * One file to write, as a render answered it. The apply reads its path, mode, text, the hash the
 * render saw and whether it was edited by hand; the render's own display fields (the text before,
 * the badge and its line counts) come back with it unread.
 */
const APPLY_FILE = strict(
  {
    path: { type: 'string', maxLength: 1000 },
    mode: { type: 'string', enum: ['replace', 'merge-yaml', 'merge-json'] },
    content: LONG_TEXT,
    baseHash: { type: ['string', 'null'], maxLength: 128 },
    conflict: BOOLEAN,
    before: { type: ['string', 'null'], maxLength: 1_000_000 },
    existed: BOOLEAN,
    status: { type: 'string', enum: ['new', 'changed', 'unchanged', 'conflict'] },
    stats: strict({ added: { type: 'integer', minimum: 0 }, removed: { type: 'integer', minimum: 0 } }),
  },
  ['path', 'mode', 'content'],
);

/** The backend generator's choice: tables of one project, how many rows, the seed, the samples. */
export const GEN_BACKEND = strict({
  genTableIds: IDS,
  // Clamped to 1–1000 by the handler; a cleared number box sends null (the default then).
  rows: { type: ['number', 'null'] },
  seed: { type: ['number', 'null'] },
  useSample: BOOLEAN,
  /** Replace the rows a collection of mock-db.json already has (kept otherwise). */
  replaceRows: BOOLEAN,
});

// One of tables, ddl, sample or columns (the handler names what is missing in its own words).
/** An import: tables of a source, a JSON sample, SQL DDL or blank columns, into a project. */
export const GEN_IMPORT = strict(
  {
    projectId: ID,
    dataSourceId: ID,
    tables: NAMES,
    /** A database's tables as an offline copy of their rows instead of a live binding. */
    offline: BOOLEAN,
    ddl: LONG_TEXT,
    dialect: { type: 'string', enum: ['mysql', 'postgresql'] },
    sample: ROWS,
    /** The table's name for a sample or blank columns. */
    name: NAME,
    columns: {
      type: 'array',
      maxItems: 1000,
      items: strict({ name: NAME, type: NAME, nullable: BOOLEAN }, ['name']),
    },
  },
  ['projectId'],
);

/** A generated table edited on the column screen; its id names the stored one. */
export const GEN_TABLE_EDIT = schema({ ...GEN_TABLE, required: ['id'] });

/** The saved rules run again over the named columns (all when none are named). */
export const GEN_REAPPLY = strict({ ...TABLE_OR_EDITED, columns: NAMES });

/** `apply: true` takes the source's columns into the stored table; otherwise a dry run. */
export const GEN_SYNC = strict({ genTableId: ID, apply: BOOLEAN }, ['genTableId']);

/** Files of a render written to a project, with the choices for the ones in conflict. */
export const GEN_APPLY = strict(
  {
    projectId: ID,
    files: { type: 'array', items: APPLY_FILE, maxItems: 1000 },
    /** By path: keep mine (skip the file), take the generated one, or the hand merge in content. */
    resolutions: {
      type: 'object',
      maxProperties: 1000,
      additionalProperties: { type: 'string', enum: ['mine', 'generated', 'merged'] },
    },
    /** The generated table the files came from: its last generation is recorded. */
    genTableId: ID,
    genTable: GEN_TABLE,
  },
  ['projectId'],
);

/** A page's edit schema (a JSON Schema, free-form) compiled to the preview's validator. */
export const GEN_VALIDATOR = strict({ schema: { type: 'object' } });

/** A generated table as the screen sends it back, edited: each field typed, none required. */
export type GenTableEdit = BodyOf<typeof GEN_TABLE>;

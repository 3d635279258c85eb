import { ID, ID_OR_NULL, LONG_TEXT, strict, TEXT } from '../../../../server/http/bodyRuleParts';
import { fields, schema } from '../../../../server/http/bodySchema';

/** A project-relative file path (`config/app.yaml`). */
const PATH = schema({ type: 'string', maxLength: 1000 });

/** A hash of a file as the screen loaded it; null when the file did not exist. */
const BASE_HASH = schema({ type: ['string', 'null'], maxLength: 128 });

/**
 * A data source's connection: the fields the save stores and a connection test opens. The name
 * and the type keep the save's own checks and words (`名称须为小写字母开头…`); the port may come
 * back empty from a cleared number box.
 */
const CONNECTION = fields({
  name: { type: 'string', maxLength: 64 },
  type: { type: 'string', maxLength: 32 },
  host: { type: 'string', maxLength: 255 },
  port: {
    anyOf: [
      { type: 'integer', minimum: 0, maximum: 65_535 },
      { type: 'string', pattern: '^\\d{0,5}$' },
    ],
  },
  database: { type: 'string', maxLength: 1000 },
  schema: { type: 'string', maxLength: 128 },
  username: { type: 'string', maxLength: 255 },
  password: { type: 'string', maxLength: 1000 },
  /** The name of the environment variable holding the password, instead of a stored one. */
  passwordEnv: { type: 'string', maxLength: 128 },
  url: { type: 'string', maxLength: 2000 },
  options: strict({
    timeoutMs: { type: 'integer', minimum: 0, maximum: 600_000 },
    sampleRows: { type: 'integer', minimum: 0, maximum: 1000 },
    ssl: { type: 'boolean' },
  }),
});

/**
 * A listed source's own fields, which the edit sheet sends back as it loaded them (its form keeps
 * every field of the record it opened with): not read by the save or the test.
 */
const LISTED_SOURCE = fields({
  id: ID_OR_NULL,
  projectId: ID,
  createTime: TEXT,
  status: TEXT,
  lastTestedAt: { type: ['string', 'null'], maxLength: 64 },
  lastError: { type: ['string', 'null'], maxLength: 20_000 },
  tableCount: { type: 'integer', minimum: 0 },
  passwordSet: { type: 'boolean' },
  builtIn: { type: 'boolean' },
});

// Name and code keep the handler's own checks and words (`请填写项目名称`, the code pattern).
/** A new project: its name, code and owner, and the template it starts from. */
export const PROJECT_CREATE = strict({
  name: TEXT,
  code: { type: 'string', maxLength: 64 },
  description: TEXT,
  owner: { type: 'string', maxLength: 64 },
  template: { type: 'string', enum: ['blank', 'crud', 'copy'] },
  /** The project copied by the `copy` template. */
  from: ID,
  titleZh: TEXT,
  titleEn: TEXT,
});

/** A validation of a project, with these files' texts instead of the ones on disk. */
export const PROJECT_VALIDATE = strict(
  { projectId: ID, overrides: { type: 'object', additionalProperties: LONG_TEXT, maxProperties: 1000 } },
  ['projectId'],
);

/** One file of a project saved, hash-checked against the text the screen loaded. */
export const PROJECT_SAVE_FILE = strict(
  { projectId: ID, path: PATH, content: LONG_TEXT, baseHash: BASE_HASH },
  ['projectId', 'path', 'content'],
);

/** A data source saved: its listed fields as loaded, and its connection. */
export const SOURCE_SAVE = strict({ ...LISTED_SOURCE, ...CONNECTION });

/** A stored source by id, or the connection being edited (its masked password means the stored one). */
export const SOURCE_TEST = strict({
  id: ID_OR_NULL,
  config: strict({ ...LISTED_SOURCE, ...CONNECTION }),
});

/** The relations of a source adopted (or dropped) on its 关系 panel. */
export const SOURCE_RELATIONS = strict(
  {
    id: ID,
    relations: {
      type: 'array',
      maxItems: 1000,
      items: strict(
        {
          table: { type: 'string', maxLength: 255 },
          column: { type: 'string', maxLength: 255 },
          displayColumn: { type: 'string', maxLength: 255 },
          /** false drops an adopted relation. */
          tracked: { type: 'boolean' },
        },
        ['table', 'column'],
      ),
    },
  },
  ['id'],
);

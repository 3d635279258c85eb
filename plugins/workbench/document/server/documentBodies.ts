import { ID, ID_OR_NULL, strict, textUpTo } from '../../../../server/http/bodyRuleParts';
import { schema } from '../../../../server/http/bodySchema';

/** A document's title: at most 80 characters. */
const TITLE = textUpTo(80);

/** The version the caller's text is based on: a save against another one is a 409. */
const VERSION = schema({ type: 'integer' });

/** A parent in the tree: a document's id; null or empty for the top level. */
const PARENT = ID_OR_NULL;

/** A document saved: a new one in `projectId` under `parentId` (no `id`), or a revision on `version`. */
export const DOCUMENT_SAVE = strict({
  id: ID_OR_NULL,
  projectId: ID,
  title: TITLE,
  parentId: PARENT,
  content: textUpTo(200_000),
  version: VERSION,
});

export const DOCUMENT_RENAME = strict({ id: ID, title: TITLE }, ['id']);

/** A move in the tree: `index` among the new siblings (absent: last). */
export const DOCUMENT_MOVE = strict({ id: ID, parentId: PARENT, index: { type: 'integer' } }, ['id']);

/** A revision restored, on `version`. */
export const DOCUMENT_RESTORE = strict({ id: ID, revision: { type: 'integer' }, version: VERSION }, [
  'id',
  'revision',
]);

/** Old rich text converted to Markdown, on `version`. */
export const DOCUMENT_CONVERT = strict({ id: ID, version: VERSION }, ['id']);

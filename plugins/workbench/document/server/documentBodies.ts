import type { BodyRules } from '../../../../server/http/bodyCheck';
import { DELETE_BODY, ID, ID_OR_NULL, strict, textUpTo } from '../../../../server/http/bodyRuleParts';
import { schema } from '../../../../server/http/bodySchema';

/** A document's title: at most 80 characters. */
const TITLE = textUpTo(80);

/** The version the caller's text is based on: a save against another one is a 409. */
const VERSION = schema({ type: 'integer' });

/** A parent in the tree: a document's id; null or empty for the top level. */
const PARENT = ID_OR_NULL;

/**
 * Bodies of project documents: a save (`id` absent or null: a new document in `projectId`, under
 * `parentId`; with one, a new revision of its Markdown on `version`), a rename, a move in the tree
 * (`index` among the new siblings; absent: last), a revision restored, old rich text converted to
 * Markdown, and a delete (with everything under it).
 */
export const WORKBENCH_DOCUMENTS_BODIES: BodyRules = {
  'POST /workbench/document/save': strict({
    id: ID_OR_NULL,
    projectId: ID,
    title: TITLE,
    parentId: PARENT,
    content: textUpTo(200_000),
    version: VERSION,
  }),
  'POST /workbench/document/rename': strict({ id: ID, title: TITLE }, ['id']),
  'POST /workbench/document/move': strict({ id: ID, parentId: PARENT, index: { type: 'integer' } }, ['id']),
  'POST /workbench/document/restore': strict({ id: ID, revision: { type: 'integer' }, version: VERSION }, [
    'id',
    'revision',
  ]),
  'POST /workbench/document/convert': strict({ id: ID, version: VERSION }, ['id']),
  'POST /workbench/document/doDelete': DELETE_BODY,
};

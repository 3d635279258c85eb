import type { BodyRules } from '../../../../server/http/bodyCheck';
import { DELETE_BODY, ID, ID_OR_NULL, strict, TEXT, textUpTo } from '../../../../server/http/bodyRuleParts';
import { schema } from '../../../../server/http/bodySchema';
import { KIND_OF_TARGET } from './formApply';

/** A JSON Schema or uiSchema: free-form, but an object (the handler checks what it holds). */
const JSON_OBJECT = schema({ type: 'object' });

/** Where a form is applied: a page's edit or search form, or a form page; null: nowhere yet. */
const TARGET = schema({
  type: ['object', 'null'],
  properties: { type: { enum: Object.keys(KIND_OF_TARGET) }, page: TEXT },
  required: ['type', 'page'],
  additionalProperties: false,
});

/** A text per key in each language of the console. */
const TEXTS = schema({ type: 'object', additionalProperties: TEXT });
const STRINGS = strict({ zh: TEXTS, en: TEXTS });

/**
 * Bodies of the form designer: a save (`id` absent or null: a new form in `projectId`; with an
 * id, `version` is the one the caller opened), a delete, the files 应用到页面 would write for a
 * form as it stands (a stored one by `id`, the fields sent replacing its own), and the preview's
 * validator for a schema.
 */
export const WORKBENCH_DESIGNER_BODIES: BodyRules = {
  'POST /workbench/form/doEdit': strict({
    id: ID_OR_NULL,
    projectId: ID,
    version: { type: 'integer' },
    name: textUpTo(64),
    target: TARGET,
    schema: JSON_OBJECT,
    uiSchema: JSON_OBJECT,
    strings: STRINGS,
    prefix: TEXT,
    sampleData: JSON_OBJECT,
  }),
  'POST /workbench/form/doDelete': DELETE_BODY,
  'POST /workbench/form/applyPreview': strict({
    id: ID,
    projectId: ID,
    name: textUpTo(64),
    target: TARGET,
    schema: JSON_OBJECT,
    uiSchema: JSON_OBJECT,
    strings: STRINGS,
  }),
  'POST /workbench/form/validator': strict({ schema: JSON_OBJECT }, ['schema']),
};

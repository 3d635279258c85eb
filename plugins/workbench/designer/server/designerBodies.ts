import { ID, ID_OR_NULL, strict, TEXT, textUpTo } from '../../../../server/http/bodyRuleParts';
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

/** A form saved (`id` absent or null: a new form in `projectId`; with an id, on the `version` opened). */
export const FORM_EDIT = strict({
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
});

/** The files 应用到页面 would write for a form as it stands (a stored one by `id`, these fields over it). */
export const FORM_APPLY_PREVIEW = strict({
  id: ID,
  projectId: ID,
  name: textUpTo(64),
  target: TARGET,
  schema: JSON_OBJECT,
  uiSchema: JSON_OBJECT,
  strings: STRINGS,
});

/** A schema compiled to the preview's validator. */
export const FORM_VALIDATOR = strict({ schema: JSON_OBJECT }, ['schema']);

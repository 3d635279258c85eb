import type { BodyRules } from '../../../../server/http/bodyCheck';
import {
  DELETE_BODY,
  ID,
  ID_OR_NULL,
  LONG_TEXT,
  strict,
  TEXT,
  textUpTo,
} from '../../../../server/http/bodyRuleParts';
import { schema } from '../../../../server/http/bodySchema';
import { API_METHODS, API_STATUSES } from './apiRecords';

/** A request, body or response schema: JSON Schema as an object, or as the JSON text typed for it. */
const SCHEMA_FIELD = schema({ type: ['object', 'string', 'null'], maxLength: 1_000_000 });

/**
 * Bodies of API management: a stored endpoint's save (`id` absent or null: a new one), its
 * delete, and an OpenAPI document's import (the text as pasted, YAML or JSON).
 */
export const WORKBENCH_APIS_BODIES: BodyRules = {
  'POST /workbench/apis/save': strict(
    {
      id: ID_OR_NULL,
      projectId: ID,
      name: textUpTo(80),
      method: { enum: API_METHODS },
      path: TEXT,
      status: { enum: API_STATUSES },
      group: TEXT,
      description: LONG_TEXT,
      envelope: { type: 'boolean' },
      public: { type: 'boolean' },
      query: SCHEMA_FIELD,
      body: SCHEMA_FIELD,
      response: SCHEMA_FIELD,
    },
    ['projectId'],
  ),
  'POST /workbench/apis/doDelete': DELETE_BODY,
  'POST /workbench/apis/import': strict({ projectId: ID, text: LONG_TEXT }, ['projectId', 'text']),
};

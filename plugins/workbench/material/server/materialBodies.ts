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
import { MATERIAL_TYPES } from './checkMaterial';

/** The kinds of fragment a material can be. */
const TYPE = schema({ enum: [...MATERIAL_TYPES] });

/**
 * Parameter values by parameter name: free-form here, checked against the material's own
 * parameters (type, enum, pattern) by the handler.
 */
const VALUES = schema({ type: 'object' });

/**
 * Bodies of the material centre: a check of content as typed (its parameters as YAML or JSON
 * text), a save (`id` absent or null: a new material; with one, a new version on `version`), a
 * delete, and a material rendered with parameter values: to look at, to use (counted, `target`
 * naming where), to plan its insertion into a project, or to add its columns to a generator table.
 */
export const WORKBENCH_MATERIALS_BODIES: BodyRules = {
  'POST /workbench/material/validate': strict({ type: TYPE, content: LONG_TEXT, params: LONG_TEXT }),
  'POST /workbench/material/save': strict({
    id: ID_OR_NULL,
    version: { type: 'integer' },
    name: textUpTo(40),
    type: TYPE,
    tags: { type: 'array', items: textUpTo(12), maxItems: 8 },
    description: TEXT,
    content: LONG_TEXT,
    params: LONG_TEXT,
    requiresPlugins: { type: 'array', items: TEXT },
  }),
  'POST /workbench/material/doDelete': DELETE_BODY,
  'POST /workbench/material/render': strict({ id: ID, values: VALUES }, ['id']),
  'POST /workbench/material/use': strict({ id: ID, values: VALUES, target: textUpTo(40) }, ['id']),
  'POST /workbench/material/plan': strict(
    { id: ID, projectId: ID, values: VALUES, pageName: TEXT, parent: TEXT },
    ['id', 'projectId'],
  ),
  'POST /workbench/material/toGenTable': strict({ id: ID, genTableId: ID, values: VALUES }, [
    'id',
    'genTableId',
  ]),
};

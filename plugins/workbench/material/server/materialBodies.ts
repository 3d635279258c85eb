import { ID, ID_OR_NULL, LONG_TEXT, strict, TEXT, textUpTo } from '../../../../server/http/bodyRuleParts';
import { schema } from '../../../../server/http/bodySchema';
import { MATERIAL_TYPES } from './checkMaterial';

/** The kinds of fragment a material can be. */
const TYPE = schema({ enum: [...MATERIAL_TYPES] });

/**
 * Parameter values by parameter name: free-form here, checked against the material's own
 * parameters (type, enum, pattern) by the handler.
 */
const VALUES = schema({ type: 'object' });

/** Content as typed checked (its parameters as YAML or JSON text). */
export const MATERIAL_VALIDATE = strict({ type: TYPE, content: LONG_TEXT, params: LONG_TEXT });

/** A material saved (`id` absent or null: a new one; with one, a new version on `version`). */
export const MATERIAL_SAVE = strict({
  id: ID_OR_NULL,
  version: { type: 'integer' },
  name: textUpTo(40),
  type: TYPE,
  tags: { type: 'array', items: textUpTo(12), maxItems: 8 },
  description: TEXT,
  content: LONG_TEXT,
  params: LONG_TEXT,
  requiresPlugins: { type: 'array', items: TEXT },
});

/** A material rendered with parameter values, to look at. */
export const MATERIAL_RENDER = strict({ id: ID, values: VALUES }, ['id']);

/** A material rendered to use (counted), `target` naming where. */
export const MATERIAL_USE = strict({ id: ID, values: VALUES, target: textUpTo(40) }, ['id']);

/** The plan of inserting a material into a project's page. */
export const MATERIAL_PLAN = strict({ id: ID, projectId: ID, values: VALUES, pageName: TEXT, parent: TEXT }, [
  'id',
  'projectId',
]);

/** A column material's columns added to a generated table. */
export const MATERIAL_TO_GEN_TABLE = strict({ id: ID, genTableId: ID, values: VALUES }, ['id', 'genTableId']);

import { getDefaultFormState } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from '../../../runtime/forms/validatorOptions';
import appSchema from '../../../schemas/app.schema.json';
import themeSchema from '../../../schemas/theme.schema.json';
import { withoutRequirementCodes } from './withoutRequirementCodes';

type Json = Record<string, unknown>;

/** The forms' validator, with the runtime's formats. */
export const validator = customizeValidator(validatorOptions);

/**
 * The schema as the form shows it. A `$ref` into another schema file (app.yaml's `api.data` is a
 * page's ResourceApi) cannot be resolved in the browser: that part stays a free object here, still
 * checked by the validation service on review.
 */
const forForm = ({ $id: _id, ...schema }: Json): Json =>
  // Without its `$id`: rjsf's validator registers the root under the `$id` when there is one but
  // points the choices' `#/definitions/…` references at its own fixed name, which then resolves
  // to nothing (a choice between a settings group and false could not be matched).
  JSON.parse(JSON.stringify(schema), (key, value) => {
    // The requirement codes a description cites (capitals, a dash and digits, in parentheses)
    // are for the spec's readers, not for the person filling the form.
    if (key === 'description' && typeof value === 'string') return withoutRequirementCodes(value);
    return value && typeof value === 'object' && typeof value.$ref === 'string' && !value.$ref.startsWith('#')
      ? { type: 'object', description: `${value.$ref.replace('#/definitions/', ' ')} (文件 / Files)` }
      : value;
  });

/**
 * What the form shows before any change: the file's values plus the schema's defaults. The schema
 * is also the root its `#/definitions/…` references resolve in (app.yaml's api calls are choices
 * between such a definition and `false`).
 */
export const formBaseline = (schema: Json, values: Json): Json =>
  getDefaultFormState(validator, schema, values, schema) as Json;

export const FILES = [appSchema, themeSchema].map((schema, index) => {
  const name = index === 0 ? 'app' : 'theme';
  const form = forForm(schema);
  return {
    path: `config/${name}.yaml`,
    name: `schemas/${name}.schema.json`,
    schema: form,
    uiSchema: { $schema: { 'ui:widget': 'hidden' } },
  };
});

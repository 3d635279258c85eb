import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
// Not the package index: that also reaches ajv's compiler, which the workbench uses, and would
// bring it (and `new Function`) into every form page.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';

/** A module `jimu build` generates per form (`jimu:validator/<page>/<form>`). */
export interface PrecompiledValidatorModule {
  /** The validator functions ajv generated, keyed by rjsf's schema hashes. */
  default: ValidatorFunctions;
  /** The root schema they were compiled from; the form must render exactly this schema. */
  schema: RJSFSchema;
}

/**
 * The rjsf validator of one form from its build-time precompiled module: validation runs the
 * generated functions, so the browser never compiles a schema or evaluates code (strict-CSP safe).
 * Throws if the module lacks the function of its own root schema.
 *
 * @example
 * const validator = createFormValidator(await import('jimu:validator/users/edit'));
 */
export function createFormValidator(precompiled: PrecompiledValidatorModule): ValidatorType {
  return createPrecompiledValidator(precompiled.default, precompiled.schema);
}

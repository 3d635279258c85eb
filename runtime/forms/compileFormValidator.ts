import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from './validatorOptions';

/**
 * FOR TESTS ONLY: a validator that compiles schemas with ajv at run time (`new Function`), with the
 * same formats and options as the build. Unit tests have no `jimu build`; browser code must use
 * `getPageValidator` (nothing in the runtime calls this, so the bundle leaves ajv's compiler out —
 * scripts/build/compileValidators.test.ts checks that).
 *
 * @example render(<SchemaForm schema={schema} validator={compileFormValidator()} onSubmit={fn} />);
 */
export function compileFormValidator(): ValidatorType {
  return customizeValidator({ ...validatorOptions });
}

import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from './validatorOptions';

/**
 * FOR TESTS ONLY: a validator that compiles schemas with ajv at run time (`new Function`), with the
 * same formats and options as the build. Unit tests have no `jimu build`; browser code must use
 * `getPageValidator`. Deliberately NOT exported from runtime/forms/index.ts: a dynamic
 * `import('…/forms')` keeps every export of the index, and this one would drag ajv's compiler into
 * the bundle (scripts/build/compileValidators.test.ts checks none is there). Tests import this
 * file directly.
 *
 * @example render(<SchemaForm schema={schema} validator={compileFormValidator()} onSubmit={fn} />);
 */
export function compileFormValidator(): ValidatorType {
  return customizeValidator({ ...validatorOptions });
}

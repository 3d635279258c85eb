import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { customFormats } from './formats';

/**
 * The one ajv configuration of page forms. `jimu build` compiles validators with it and the test-only
 * fallback compiles with it too, so the two can never disagree on a format or an option. rjsf adds
 * ajv-formats (full mode), `color` and `data-url` on top; `customFormats` are registered last and so
 * replace ajv-formats' `email`, `password` and `url`.
 *
 * @example
 * compileSchemaValidatorsCode(schema, validatorOptions);
 */
export const validatorOptions: Readonly<CustomValidatorOptionsType> = Object.freeze({
  customFormats: { ...customFormats },
  ajvOptionsOverrides: {},
});

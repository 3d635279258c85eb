/*
 * What the build-time validator code imports (scripts/build/compileValidators.ts rewrites ajv's
 * `require(...)` calls into imports of this module), so the generated code is plain ESM that the
 * build bundles and Node runs — and that never compiles anything at run time.
 */
import equalModule from 'ajv/dist/runtime/equal';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length';
import uriModule from 'ajv/dist/runtime/uri';
import validationErrorModule from 'ajv/dist/runtime/validation_error';
import { fullFormats } from 'ajv-formats/dist/formats';
import { validatorOptions } from './validatorOptions';

/**
 * ajv's runtime files are CommonJS with `exports.default`: Node hands an ESM importer the whole
 * `module.exports`, a bundler may hand it `exports.default`. Either way, answer the export itself.
 */
function cjsDefault<T>(imported: T | { default: T; __esModule?: boolean }): T {
  const holder = imported as { default?: T; __esModule?: boolean };
  return holder && holder.__esModule === true && 'default' in holder
    ? (holder.default as T)
    : (imported as T);
}

export const equal = cjsDefault(equalModule);
export const ucs2length = cjsDefault(ucs2lengthModule);
export const uri = cjsDefault(uriModule);
export const validation_error = cjsDefault(validationErrorModule);

/** Every format the compiling ajv knew, by name: ajv-formats (full), then the form helper rules over them. */
export const formats: Readonly<Record<string, unknown>> = Object.freeze({
  ...fullFormats,
  ...validatorOptions.customFormats,
});

// Modules the build makes (scripts/build/sourceTextPlugin.ts, remixSpritePlugin.ts).

/** `import('./X.tsx?source')`: the file's text, for a demo's "view source". */
declare module '*?source' {
  const text: string;
  export default text;
}

/** The URL of the Remix Icon sprite, relative to the importing chunk. */
declare module 'virtual:remixicon-sprite' {
  const url: string;
  export default url;
}

/**
 * `import * as form from './x.form.json?validator'`: the precompiled validator module of that
 * schema. Each such file is a page form's schema (an object's fields), so SchemaForm takes it as is.
 */
declare module '*?validator' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  const validators: ValidatorFunctions;
  export default validators;
  export const schema: import('../../../schemas/types.gen').PageFormSchema;
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import type { Plugin } from 'esbuild';
import { compileValidatorCode } from './compileValidators';
import { loadValidatorModules } from './loadValidators';
import { namespacedFile, namespacedPath } from './namespacedPath';

const SUFFIX = /\?validator$/;

/**
 * `import * as form from './edit.form.json?validator'` → the form's precompiled rjsf validator
 * module (`default`: the functions ajv generated, `schema`: the schema), exactly as config pages
 * get theirs: a plugin screen's own form validates without compiling anything in the browser
 * (`createFormValidator(form)`, strict-CSP safe). Name the file `*.form.json`: a `*.schema.json`
 * is taken by the config-schema loader (schemaDocsPlugin), which strips titles. The file is named
 * relative to `base` (the build's root), so its chunk's name is the same in any checkout.
 *
 * @example
 * import * as stepForm from './step.form.json?validator';
 * <SchemaForm schema={stepForm.schema} validator={createFormValidator(stepForm)} … />
 */
export function schemaValidatorPlugin(base = process.cwd()): Plugin {
  return {
    name: 'jimu-schema-validator',
    setup(build) {
      build.onResolve({ filter: SUFFIX }, (args) => ({
        path: namespacedPath(base, path.resolve(args.resolveDir, args.path.replace(SUFFIX, ''))),
        namespace: 'jimu-schema-validator',
      }));
      build.onLoad({ filter: /.*/, namespace: 'jimu-schema-validator' }, async (args) => {
        const file = namespacedFile(base, args.path);
        const schema = JSON.parse(await readFile(file, 'utf8')) as RJSFSchema;
        const contents = compileValidatorCode(schema);
        // A validator module that does not load in Node would not load in the browser either.
        const problems = await loadValidatorModules({ [file]: contents }, (key) =>
          path.relative(process.cwd(), key),
        );
        if (problems.length > 0)
          return {
            errors: problems.map((text) => ({ text, location: { file } })),
            watchFiles: [file],
          };
        return {
          contents,
          loader: 'js',
          resolveDir: path.dirname(file),
          watchFiles: [file],
        };
      });
    },
  };
}

import type { RJSFSchema } from '@rjsf/utils';

const cache = new Map<string, Promise<string>>();

/**
 * The preview's form validator as one self-contained ES module: the build's own precompiled
 * validator code for the schema (scripts/build/compileValidators), bundled with its runtime
 * helpers by esbuild. The browser imports it from a blob URL and hands it to
 * `createFormValidator`, so the preview validates exactly as the built console will, with no ajv
 * compiler (no `new Function`) in the console's code.
 *
 * @example
 * const code = await previewValidatorCode(page.edit.schema); // 'var … export { … as default, … schema }'
 */
export function previewValidatorCode(schema: RJSFSchema): Promise<string> {
  const key = JSON.stringify(schema);
  let code = cache.get(key);
  if (!code) {
    code = (async () => {
      const [{ compileValidatorCode, defaultRuntimeModule }, esbuild] = await Promise.all([
        import('../../../../scripts/build/compileValidators'),
        import('esbuild'),
      ]);
      const result = await esbuild.build({
        stdin: {
          contents: compileValidatorCode(schema, defaultRuntimeModule),
          resolveDir: process.cwd(),
          loader: 'js',
        },
        bundle: true,
        format: 'esm',
        write: false,
        minify: true,
        platform: 'browser',
        logLevel: 'silent',
      });
      return result.outputFiles[0]?.text ?? '';
    })();
    code.catch(() => cache.delete(key));
    if (cache.size > 200) cache.clear();
    cache.set(key, code);
  }
  return code;
}

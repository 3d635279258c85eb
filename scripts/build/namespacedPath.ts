import path from 'node:path';

/**
 * How a build plugin names a file in a namespace of its own: relative to `base`, with `/`. esbuild's
 * output file names hash what the inputs are called as well as what they hold, so an absolute path
 * here would give a checkout in another folder other file names for the very same sources.
 *
 * @example namespacedPath('/repo', '/repo/plugins/showcase/count/CountShowcase.tsx'); // 'plugins/showcase/count/CountShowcase.tsx'
 */
export const namespacedPath = (base: string, file: string): string =>
  path.relative(base, file).split(path.sep).join('/');

/**
 * The file a namespaced path ({@link namespacedPath}) names, absolute.
 *
 * @example namespacedFile('/repo', 'plugins/showcase/count/CountShowcase.tsx'); // '/repo/plugins/showcase/count/CountShowcase.tsx'
 */
export const namespacedFile = (base: string, name: string): string => path.resolve(base, name);

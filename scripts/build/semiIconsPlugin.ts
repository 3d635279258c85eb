import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const BARREL_IMPORT = /import\s*\{([^}]+)\}\s*from\s*'@douyinfe\/semi-icons';/g;

/**
 * Rewrites `import { IconX } from '@douyinfe/semi-icons'` in Semi's own files into one deep import
 * per icon. With code splitting, esbuild assigns whole files to chunks by reachability, so going
 * through the barrel put every icon any screen uses into the first screen's chunk.
 *
 * @example deepIconImports("import { IconTick } from '@douyinfe/semi-icons';")
 * // "import IconTick from '@douyinfe/semi-icons/lib/es/icons/IconTick';"
 */
export function deepIconImports(source: string): string {
  return source.replace(BARREL_IMPORT, (_match, names: string) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [imported, local = imported] = name.split(/\s+as\s+/);
        return `import ${local} from '@douyinfe/semi-icons/lib/es/icons/${imported}';`;
      })
      .join('\n'),
  );
}

/** esbuild plugin applying `deepIconImports` to Semi UI's ES modules. */
export function semiIconsPlugin(): Plugin {
  return {
    name: 'jimu-semi-icons',
    setup(build) {
      build.onLoad({ filter: /@douyinfe[\\/]semi-ui[\\/]lib[\\/]es[\\/].*\.js$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes("'@douyinfe/semi-icons'")) return undefined;
        return { contents: deepIconImports(source), loader: 'js' };
      });
    },
  };
}

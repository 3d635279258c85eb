import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { Manifest } from '../../runtime/contract/manifest';
import { type MergePlan, mergeLines } from './mergeChunks';
import { splitManifest } from './splitManifest';

/** What the generated `jimu:*` modules are made of; recomputed before every (re)build. */
export interface VirtualModuleSources {
  /**
   * The normalised manifest: its boot half is embedded (`jimu:manifest`), so the login screen
   * needs no extra request; the console half (`jimu:console`) is a lazy chunk.
   */
  manifest: unknown;
  /** Kebab-case Semi icon names the config uses; only these are bundled. */
  icons: string[];
  /** Those bundled with the console (the top-level menu's); the others load when first drawn. All when left out. */
  eagerIcons?: string[];
  /** The lazy icons in groups (collectIcons.ts lazyIconGroups), a module each. */
  iconGroups?: string[][];
  /** The repository root, where runtime/shell/lazyIcon.tsx is. */
  root?: string;
  /** Enabled plugins: name → absolute path of the plugin's entry (plugins/<name>/index.ts). */
  plugins: Record<string, string>;
  /** Precompiled form validators: '<page>/<form>' → ESM source (compileValidators.ts). */
  validators?: Record<string, string>;
  /** What the lazily loaded ones re-export so the bundle merges small shared files (mergeChunks.ts). */
  merges?: MergePlan;
}

const require = createRequire(import.meta.url);
const ICONS_DIR = '@douyinfe/semi-icons/lib/es/icons';
const iconName = (kebab: string): string =>
  `Icon${kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
const iconFile = (kebab: string): string => `${ICONS_DIR}/${iconName(kebab)}`;

/** Source text of each virtual module, exported for tests. */
export function virtualModuleText(name: string, sources: VirtualModuleSources): string | undefined {
  switch (name) {
    case 'manifest':
      return `export default ${JSON.stringify(splitManifest(sources.manifest as Manifest).boot)};`;
    case 'console':
      return `export default ${JSON.stringify(splitManifest(sources.manifest as Manifest).console)};`;
    case 'pages': {
      // One chunk per page config, loaded when the page is first shown.
      const names = Object.keys((sources.manifest as Manifest).pages).sort();
      const entries = names.map(
        (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`jimu:page/${name}`)}),`,
      );
      return ['export default {', ...entries, '};'].join('\n');
    }
    case 'icons': {
      // The top-level menu's icons show on every signed-in screen: bundled with the console.
      // The others load when first drawn, a group at a time (a submenu's, a page's).
      const eager = new Set(sources.eagerIcons ?? sources.icons);
      const names = [...new Set(sources.icons)].sort();
      const groups = (sources.iconGroups ?? []).map((group) => group.filter((icon) => !eager.has(icon)));
      const groupOf = (icon: string) => groups.findIndex((group) => group.includes(icon));
      const lazyIcon = JSON.stringify(path.join(sources.root ?? '.', 'runtime/shell/lazyIcon.tsx'));
      const imports = names
        .filter((icon) => eager.has(icon) || groupOf(icon) < 0)
        .map((icon) => `import I${names.indexOf(icon)} from ${JSON.stringify(iconFile(icon))};`);
      const loaders = groups.map((_, g) => `const G${g} = () => import("jimu:icon-group/${g}");`);
      const entries = names.map((icon, i) => {
        const g = groupOf(icon);
        return eager.has(icon) || g < 0
          ? `  ${JSON.stringify(icon)}: I${i},`
          : `  ${JSON.stringify(icon)}: lazyIcon(() => G${g}().then((m) => ({ default: m.I${i} }))),`;
      });
      const helper = loaders.length > 0 ? [`import { lazyIcon } from ${lazyIcon};`] : [];
      return [...helper, ...imports, ...loaders, 'export default {', ...entries, '};'].join('\n');
    }
    case 'plugins': {
      const entries = Object.entries(sources.plugins).sort(([a], [b]) => a.localeCompare(b));
      const imports = entries.map(([, file], i) => `import P${i} from ${JSON.stringify(file)};`);
      return [...imports, `export default [${entries.map((_, i) => `P${i}`).join(', ')}];`].join('\n');
    }
    case 'validators': {
      // One lazy chunk per form, so a page's validator loads with that page.
      const keys = Object.keys(sources.validators ?? {}).sort();
      const entries = keys.map(
        (k) => `  ${JSON.stringify(k)}: () => import(${JSON.stringify(`jimu:validator/${k}`)}),`,
      );
      return ['export default {', ...entries, '};'].join('\n');
    }
    default: {
      if (name.startsWith('icon-group/')) {
        const names = [...new Set(sources.icons)].sort();
        const group = sources.iconGroups?.[Number(name.slice('icon-group/'.length))];
        // Named like every lazily loaded module, so its icons' shared code is cut by what loads first.
        // Each icon is a copy of Semi's module (`jimu:icon-copy/…`) that only this group imports:
        // Semi's own module is shared with the screens and tools that draw the same icon, and would
        // come as a file of a few hundred bytes of its own.
        return group
          ? [
              'import "jimu:kernel";',
              ...group.map(
                (icon) =>
                  `export { default as I${names.indexOf(icon)} } from "jimu:icon-copy/${iconName(icon)}";`,
              ),
            ].join('\n')
          : undefined;
      }
      if (name.startsWith('page/')) {
        const page = (sources.manifest as Manifest | null)?.pages[name.slice('page/'.length)];
        return page === undefined ? undefined : `export default ${JSON.stringify(page)};`;
      }
      return name.startsWith('validator/')
        ? sources.validators?.[name.slice('validator/'.length)]
        : undefined;
    }
  }
}

/**
 * esbuild plugin that answers `import x from 'jimu:manifest' | 'jimu:console' | 'jimu:pages' | 'jimu:icons' | 'jimu:plugins' | 'jimu:validators'`
 * (and each `jimu:validator/<page>/<form>`) with code
 * generated from the validated config. `getSources` is called on every (re)build, so `jimu dev` picks up
 * config changes without restarting esbuild.
 */
export function virtualModulesPlugin(getSources: () => VirtualModuleSources, resolveDir: string): Plugin {
  return {
    name: 'jimu-virtual-modules',
    setup(build) {
      build.onResolve({ filter: /^jimu:/ }, (args) => ({ path: args.path.slice(5), namespace: 'jimu' }));
      build.onLoad({ filter: /.*/, namespace: 'jimu' }, async (args) => {
        if (args.path.startsWith('icon-copy/')) {
          const file = require.resolve(`${ICONS_DIR}/${args.path.slice('icon-copy/'.length)}.js`, {
            paths: [path.resolve(resolveDir)],
          });
          return { contents: await readFile(file, 'utf8'), loader: 'js', resolveDir: path.dirname(file) };
        }
        const sources = getSources();
        const contents = virtualModuleText(args.path, sources);
        if (contents === undefined) return { errors: [{ text: `unknown virtual module jimu:${args.path}` }] };
        const merged = mergeLines(sources.merges ?? {}, `jimu:${args.path}`);
        return {
          contents: [contents, ...merged].join('\n'),
          loader: 'js',
          resolveDir: path.resolve(resolveDir),
        };
      });
    },
  };
}

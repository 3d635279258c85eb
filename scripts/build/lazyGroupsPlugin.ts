import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Lazily loaded modules that load as one file, by group name (paths from the repository root).
 * Each lazily loaded module is a split point, and the bundle cuts the code every screen shares into
 * one file per combination of split points that use it: twenty tools opened on a click made the
 * first screen's shared code arrive in dozens of files under 2 KiB. Grouped, the tools of a screen
 * load together on the first click and the first screen's shared code stays in a few files.
 */
export const LAZY_GROUPS: Record<string, string[]> = {
  // What every signed-in screen needs beyond the login screen: the console's parts, the frame
  // around every view and the config page shell.
  console: ['runtime/app/consoleParts.ts', 'runtime/app/consoleViews.ts', 'runtime/pages/ConfigPage.tsx'],
  // The header's and the tables' tools, opened on a click.
  tools: [
    'runtime/shell/header/SearchPanel.tsx',
    'runtime/shell/header/NoticePanel.tsx',
    'runtime/shell/header/ErrorLogDialog.tsx',
    'runtime/shell/theme/ThemeDrawer.tsx',
    'runtime/cells/ImagePreview.tsx',
    'runtime/pages/crud/ConfirmPopover.tsx',
    'runtime/export/exportRows.ts',
    'runtime/app/semiToast.ts',
    'node_modules/@douyinfe/semi-ui/lib/es/toast/index.js',
    'node_modules/@douyinfe/semi-ui/lib/es/notification/index.js',
  ],
  // rjsf and what shows it: a form page, and what a list page loads after its first rows.
  forms: [
    'runtime/forms/index.ts',
    'runtime/pages/form/FormPage.tsx',
    'runtime/pages/crud/SearchBar.tsx',
    'runtime/pages/crud/CrudEditor.tsx',
    'runtime/pages/crud/CardGrid.tsx',
    'runtime/pages/crud/table/VirtualBody.tsx',
  ],
  // The screens outside the console, each visited far less than the login screen.
  screens: [
    'runtime/app/screens/RegisterScreen.tsx',
    'runtime/app/screens/CallbackScreen.tsx',
    'runtime/pages/ForbiddenPage.tsx',
    'runtime/pages/NotFoundPage.tsx',
  ],
};

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/** The file a relative or package specifier names, if it is one of `known` (absolute paths). */
function resolveSpecifier(specifier: string, from: string, root: string, known: Map<string, string>) {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : path.join(root, 'node_modules', specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (known.has(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * esbuild plugin: `import('./SearchPanel')` of a grouped module becomes an import of its group
 * (`jimu:lazy-group/tools`, which re-exports each member's namespace) that picks the member, so
 * the member's code and exports are what they were and the group is one split point.
 *
 * @example esbuild.context({ …, plugins: [lazyGroupsPlugin(root, LAZY_GROUPS)] });
 */
export function lazyGroupsPlugin(root: string, groups: Record<string, string[]> = LAZY_GROUPS): Plugin {
  const member = new Map<string, string>();
  for (const [group, modules] of Object.entries(groups))
    modules.forEach((module, i) => {
      member.set(path.join(root, module), `${group}:${i}`);
    });
  return {
    name: 'jimu-lazy-groups',
    setup(build) {
      build.onResolve({ filter: /^jimu:lazy-group\// }, (args) => ({
        path: args.path,
        namespace: 'jimu-lazy-group',
      }));
      build.onLoad({ filter: /.*/, namespace: 'jimu-lazy-group' }, (args) => {
        const modules = groups[args.path.slice('jimu:lazy-group/'.length)];
        if (!modules) return { errors: [{ text: `unknown lazy group ${args.path}` }] };
        const lines = modules.map(
          (module, i) => `export * as m${i} from ${JSON.stringify(path.join(root, module))};`,
        );
        return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
      });
      const sources = new RegExp(
        `^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/](runtime|plugins)[\\\\/].*\\.tsx?$`,
      );
      build.onLoad({ filter: sources }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import(')) return undefined;
        let changed = false;
        const contents = text.replace(DYNAMIC_IMPORT, (whole, _quote, specifier: string) => {
          const target = resolveSpecifier(specifier, args.path, root, member);
          const [group, index] = target ? (member.get(target) as string).split(':') : [];
          if (!group) return whole;
          changed = true;
          return `import("jimu:lazy-group/${group}").then((g) => g.m${index})`;
        });
        return changed ? { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' } : undefined;
      });
    },
  };
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { type MergePlan, mergeLines } from './mergeChunks';

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
  ],
  // Messages, which may show before sign-in (a refused login, a new version).
  toasts: [
    'runtime/shell/semiToast.ts',
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
    'runtime/ui/table/VirtualBody.tsx',
  ],
  // The screens outside the console, each visited far less than the login screen.
  screens: [
    'runtime/app/screens/RegisterScreen.tsx',
    'runtime/app/screens/CallbackScreen.tsx',
    'runtime/pages/ForbiddenPage.tsx',
    'runtime/pages/NotFoundPage.tsx',
  ],
};

/**
 * What is loaded before a lazily loaded module can be, and so costs it nothing to name: the
 * entry's code (`jimu:kernel-boot`) and, for what shows only inside the signed-in console, the
 * console's too (`jimu:kernel`). Every lazily loaded module names its kernel, used or not, so the
 * bundle cuts their shared code by what loads first, not by which of the many screens also uses
 * it (dozens of demo screens had cut the console's code into files of a few hundred bytes).
 */
const BOOT_KERNEL = ['runtime/app/boot.tsx'];
export const KERNEL = [...BOOT_KERNEL, ...(LAZY_GROUPS.console ?? [])];
/** Groups and modules that only ever load inside the console; the rest may load before sign-in. */
const CONSOLE_GROUPS = new Set(['tools', 'forms']);
const insideConsole = (module: string) =>
  /^(plugins|runtime\/(pages|forms|shell|cells|export))\//.test(module);

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/** The file a specifier names: a grouped module, or any of the repository's own sources. */
function resolveSpecifier(specifier: string, from: string, root: string, known: Map<string, string>) {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : path.join(root, 'node_modules', specifier);
  const own = (file: string) =>
    /[\\/](runtime|plugins)[\\/]/.test(path.relative(root, file).replace(/^/, '/'));
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if ((known.has(candidate) || (specifier.startsWith('.') && own(candidate))) && existsSync(candidate))
      return candidate;
  }
  return undefined;
}

/**
 * esbuild plugin: `import('./SearchPanel')` of a grouped module becomes an import of its group
 * (`jimu:lazy-group/tools`, which re-exports each member's namespace) that picks the member, so
 * the member's code and exports are what they were and the group is one split point. Each generated
 * module also re-exports what `merges()` gives it (mergeChunks.ts).
 *
 * @example esbuild.context({ …, plugins: [lazyGroupsPlugin(root, LAZY_GROUPS)] });
 */
export function lazyGroupsPlugin(
  root: string,
  groups: Record<string, string[]> = LAZY_GROUPS,
  merges: () => MergePlan = () => ({}),
): Plugin {
  const member = new Map<string, string>();
  for (const [group, modules] of Object.entries(groups))
    modules.forEach((module, i) => {
      member.set(path.join(root, module), `${group}:${i}`);
    });
  return {
    name: 'jimu-lazy-groups',
    setup(build) {
      build.onResolve({ filter: /^jimu:(lazy-group\/|lazy\/|kernel$|kernel-boot$)/ }, (args) => ({
        path: args.path,
        namespace: 'jimu-lazy-group',
      }));
      build.onLoad({ filter: /.*/, namespace: 'jimu-lazy-group' }, (args) => {
        const at = (module: string) => JSON.stringify(path.join(root, module));
        const js = (lines: string[]) => ({
          contents: [...lines, ...mergeLines(merges(), `jimu-lazy-group:${args.path}`)].join('\n'),
          loader: 'js' as const,
          resolveDir: root,
        });
        const names = (modules: string[], prefix: string) =>
          modules
            .filter((m) => existsSync(path.join(root, m)))
            .map((m, i) => `export * as ${prefix}${i} from ${at(m)};`);
        if (args.path === 'jimu:kernel') return js(names(KERNEL, 'k'));
        if (args.path === 'jimu:kernel-boot') return js(names(BOOT_KERNEL, 'k'));
        if (args.path.startsWith('jimu:lazy/')) {
          const module = args.path.slice('jimu:lazy/'.length);
          const kernel = insideConsole(module) ? 'jimu:kernel' : 'jimu:kernel-boot';
          return js([`import "${kernel}";`, `export * as m from ${at(module)};`]);
        }
        const name = args.path.slice('jimu:lazy-group/'.length);
        const modules = groups[name];
        if (!modules) return { errors: [{ text: `unknown lazy group ${args.path}` }] };
        // The console is what the others name; it names only the entry's code.
        const kernel = CONSOLE_GROUPS.has(name) ? 'jimu:kernel' : 'jimu:kernel-boot';
        return js([`import "${kernel}";`, ...names(modules, 'm')]);
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
          if (!target) return whole;
          changed = true;
          const grouped = member.get(target);
          if (!grouped) {
            const rel = path.relative(root, target).split(path.sep).join('/');
            return `import("jimu:lazy/${rel}").then((g) => g.m)`;
          }
          const [group, index] = grouped.split(':');
          return `import("jimu:lazy-group/${group}").then((g) => g.m${index})`;
        });
        return changed ? { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' } : undefined;
      });
    },
  };
}

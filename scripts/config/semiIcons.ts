import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

let byKebab: Map<string, string> | undefined;

/** 'IconUserGroup' → 'user-group'; 'IconAIBellLevel1' → 'ai-bell-level1'; 'IconH1' → 'h1'. */
function kebabOf(component: string): string {
  return component
    .replace(/^Icon/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Kebab name → component name, read once from the installed @douyinfe/semi-icons. */
function iconTable(): Map<string, string> {
  if (byKebab) return byKebab;
  byKebab = new Map();
  try {
    const require = createRequire(import.meta.url);
    const root = path.dirname(require.resolve('@douyinfe/semi-icons/package.json'));
    for (const file of readdirSync(path.join(root, 'lib', 'es', 'icons'))) {
      const match = /^(Icon[A-Za-z0-9]+)\.js$/.exec(file);
      if (match) byKebab.set(kebabOf(match[1]), match[1]);
    }
  } catch {
    // No icon package: every icon name will be reported unknown, which says what is wrong.
  }
  return byKebab;
}

/**
 * Every Semi icon name in kebab case, from the installed @douyinfe/semi-icons
 * (lib/es/icons/Icon*.js), so the list always matches what the bundle can import.
 *
 * @example
 * semiIconNames().has('user-group'); // true
 */
export function semiIconNames(): Set<string> {
  return new Set(iconTable().keys());
}

/**
 * The React component exported by @douyinfe/semi-icons for a kebab-case icon name. Names the
 * package has are looked up (acronyms such as AI round-trip exactly); others are PascalCased.
 *
 * @example
 * iconComponentName('user-group'); // 'IconUserGroup'
 * iconComponentName('ai-loading'); // 'IconAILoading'
 */
export function iconComponentName(kebab: string): string {
  const known = iconTable().get(kebab);
  if (known) return known;
  return `Icon${kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
}

import { readFileSync } from 'node:fs';
import { shippingSources } from './folderGraph';

/**
 * The runtime has one way for each of these concerns, and plugins use it:
 * - toasts and notices: `toast()` from runtime/plugin; only the shell imports Semi's Toast or
 *   Notification (its toast module and its update notice);
 * - strings: registered when the console loads (a plugin's `locales`, the runtime's own tables),
 *   never added while rendering (a previewed document's strings live in an instance of their own);
 * - lazy code: `lazyComponent`, the one wrapper over a dynamic import;
 * - permissions: `can` / `usePermission` / `<Permission>` of runtime/access;
 * - the narrow screen: one `matchMedia` hook at the shell's breakpoint, `useNarrowScreen`;
 * - dropdowns: runtime/forms' `Select`, Semi's Select with a name, a hidden arrow and no active option
 *   pointing outside the page; only it imports Semi's;
 * - avatars: runtime/ui's `Avatar`, Semi's hidden from assistive technology (Semi makes each one a
 *   list item); only it imports Semi's;
 * - tabs that do not fit wrap onto another line: none is `collapsible` (Semi puts its scroll
 *   buttons inside the tab list, where only tabs may be);
 * - pagers: runtime/ui's `Pagination` (Semi's list of pages holds items that are buttons, not list
 *   items);
 * - Semi's tables: runtime/ui's `Table`, whose scrolling body stays within a keyboard's reach; only
 *   it imports Semi's Table (its types are free to import).
 */
export interface OneWayRule {
  /** What the rule holds, as the test names it. */
  name: string;
  /** The folders whose shipping sources the rule reads. */
  roots: readonly string[];
  /** Files allowed to do what the rule forbids elsewhere (the one way itself). */
  allowed: readonly string[];
  /** The offending snippets of one file's code (comments left out); empty when it keeps the rule. */
  find(code: string): string[];
}

/** A file that breaks a rule, with what it does. */
export interface Breach {
  file: string;
  found: string[];
}

/** The code of a file without its comments, so a doc comment's example is no breach. */
export const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const matches = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].map((match) => match[0]);

const SEMI_TOAST =
  /import\s*(?:type\s*)?[^;]*?\b(?:Toast|Notification)\b[^;]*?from\s*['"]@douyinfe\/semi-ui['"]|['"]@douyinfe\/semi-ui\/lib\/(?:es|cjs)\/(?:toast|notification)(?:\/[^'"]*)?['"]/g;
const ADD_RESOURCES = /\.addResource(?:Bundle|s)?\s*\(/g;
const REACT_LAZY =
  /\bReact\.lazy\b|\bimport\s*\{[^}]*\blazy\b[^}]*\}\s*from\s*['"]react['"]|(?<![\w.$])lazy\s*\(/g;
const OWN_PERMISSION_CHECK = /(?<![\w.$])holds\s*\(|\bpermissions\s*\??\.\s*includes\s*\(/g;
const SEMI_SELECT =
  /import\s*(?:type\s*)?[^;]*?\bSelect\b[^;]*?from\s*['"]@douyinfe\/semi-ui['"]|['"]@douyinfe\/semi-ui\/lib\/(?:es|cjs)\/select(?:\/[^'"]*)?['"]/g;
const SEMI_AVATAR =
  /import\s*(?:type\s*)?[^;]*?\bAvatar\b[^;]*?from\s*['"]@douyinfe\/semi-ui['"]|['"]@douyinfe\/semi-ui\/lib\/(?:es|cjs)\/avatar(?:\/[^'"]*)?['"]/g;
const SEMI_PAGINATION =
  /import\s*(?:type\s*)?[^;]*?\bPagination\b[^;]*?from\s*['"]@douyinfe\/semi-ui['"]|['"]@douyinfe\/semi-ui\/lib\/(?:es|cjs)\/pagination(?:\/[^'"]*)?['"]/g;
const SEMI_TABLE =
  /import\s+(?!type\b)[^;]*?\bTable\b[^;]*?from\s*['"]@douyinfe\/semi-ui['"]|import\s+(?!type\b)\w+[^;]*?from\s*['"]@douyinfe\/semi-ui\/lib\/(?:es|cjs)\/table['"]/g;
const COLLAPSIBLE_TABS = /<Tabs\b[^<]*?\bcollapsible\b/g;
const NARROW_MEDIA_QUERY =
  /\bmatchMedia\b[\s\S]*\b(?:max|min)-width\b|\b(?:max|min)-width\b[\s\S]*\bmatchMedia\b/;

export const ONE_WAY_RULES: readonly OneWayRule[] = [
  {
    name: "toasts and notices go through the runtime's toast(): only the shell imports Semi's Toast or Notification",
    roots: ['plugins', 'runtime'],
    allowed: ['runtime/shell/semiToast.ts', 'runtime/shell/progress/UpdateNotice.tsx'],
    find: (code) => matches(code, SEMI_TOAST),
  },
  {
    name: 'strings are registered when the console loads: nothing else adds i18n resources',
    roots: ['plugins', 'runtime'],
    // The runtime's one registration (used at start, when the console half or a plugin's first
    // screen loads, when a lazy part's code arrives); and a preview's own instance, which holds a
    // previewed document's strings apart from the console's (never the console's instance).
    allowed: ['runtime/i18n/addStrings.ts', 'plugins/workbench/shared/usePreviewI18n.ts'],
    find: (code) => matches(code, ADD_RESOURCES),
  },
  {
    name: 'code loads lazily through lazyComponent: no React.lazy',
    roots: ['plugins', 'runtime'],
    // lazyComponent itself needs no React.lazy: it loads on mount, without a Suspense boundary.
    allowed: [],
    find: (code) => matches(code, REACT_LAZY),
  },
  {
    name: 'plugins check permissions with runtime/access (can, usePermission, <Permission>), not their own',
    roots: ['plugins'],
    allowed: [],
    find: (code) => matches(code, OWN_PERMISSION_CHECK),
  },
  {
    name: 'one matchMedia hook follows the narrow screen: useNarrowScreen at the shell breakpoint',
    roots: ['plugins', 'runtime'],
    allowed: ['runtime/lib/useNarrowScreen.ts'],
    find: (code) => (NARROW_MEDIA_QUERY.test(code) ? ['matchMedia with a width query'] : []),
  },
  {
    name: "dropdowns are runtime/forms' Select: only it imports Semi's Select",
    roots: ['plugins', 'runtime'],
    allowed: ['runtime/forms/Select.tsx'],
    find: (code) => matches(code, SEMI_SELECT),
  },
  {
    name: "avatars are runtime/ui's Avatar: only it imports Semi's Avatar",
    roots: ['plugins', 'runtime'],
    allowed: ['runtime/ui/semi/Avatar.tsx'],
    find: (code) => matches(code, SEMI_AVATAR),
  },
  {
    name: 'tabs wrap when they do not fit: no Semi Tabs is collapsible (its scroll buttons would sit in the tab list)',
    roots: ['plugins', 'runtime'],
    allowed: [],
    find: (code) => matches(code, COLLAPSIBLE_TABS),
  },
  {
    name: "pagers are runtime/ui's Pagination: nothing imports Semi's",
    roots: ['plugins', 'runtime'],
    allowed: [],
    find: (code) => matches(code, SEMI_PAGINATION),
  },
  {
    name: "Semi's tables come through runtime/ui's Table: only it imports Semi's Table",
    roots: ['plugins', 'runtime'],
    allowed: ['runtime/ui/semi/Table.tsx'],
    find: (code) => matches(code, SEMI_TABLE),
  },
];

/**
 * The files under `rule.roots` (shipping sources: tests and test support may do anything) that
 * break `rule`, each with the snippets that do, the allowed files left out.
 *
 * @example breachesOf(ONE_WAY_RULES[0]); // [{ file: 'plugins/x/Screen.tsx', found: ["'@douyinfe/semi-ui/lib/es/toast'"] }]
 */
export function breachesOf(rule: OneWayRule): Breach[] {
  return rule.roots
    .flatMap((root) => shippingSources(root))
    .map((file) => file.split('\\').join('/'))
    .filter((file) => !rule.allowed.includes(file))
    .map((file) => ({ file, found: rule.find(withoutComments(readFileSync(file, 'utf8'))) }))
    .filter((breach) => breach.found.length > 0);
}

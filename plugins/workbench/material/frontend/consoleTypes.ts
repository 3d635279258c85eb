import type { GenFile } from '../../generator/types';
import type { Diagnostic } from '../../shared/Diagnostics';
import type { RouteNode } from './treeOps';

/** Title i18n key → its zh and en text. */
export type Titles = Record<string, { zh: string; en: string }>;

/** GET /workbench/frontend/model. */
export interface ConsoleModel {
  routes: RouteNode[];
  theme: Record<string, unknown>;
  titles: Titles;
  roles: { name: string; permissions: string[] }[];
  rolesControl: boolean;
  plugins: string[];
  pages: string[];
  components: string[];
  icons: string[];
  metaFields: { key: string; description?: string }[];
  themeFields: { key: string; type?: string; enum?: string[]; description?: string; default?: unknown }[];
  writable: boolean;
}

/** What the generator edits, as one undoable document (history block). */
export interface ConsoleDraft {
  routes: RouteNode[];
  theme: Record<string, unknown>;
  titles: Titles;
  /** New page files from page materials: name → YAML. */
  pages: Record<string, string>;
}

/** POST /workbench/frontend/render. */
export interface ConsoleOutput {
  files: GenFile[];
  diagnostics: Diagnostic[];
  added: string[];
  writable: boolean;
}

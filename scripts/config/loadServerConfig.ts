import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig, DataSourcesConfig, PageConfig, PermissionsConfig } from '../../schemas/types.gen';
import { corePlugin } from './checkContext';
import type { Diagnostic } from './diagnostic';
import { type ConfigFiles, relative } from './loadConfigFiles';
import { checkPermissions } from './permissionChecks';
import { reportSchemaErrors } from './schemaErrorsToDiagnostics';
import { schemaValidator } from './schemaValidator';
import { SourceDocument } from './sourceDocument';

/** What the mock server reads of a config directory, validated. */
export interface ServerConfig {
  permissions: PermissionsConfig;
  /** Absent when the directory has no app.yaml (the server then uses its defaults). */
  app?: AppConfig;
  /** config/dataSources.yaml, when the console has live tables. */
  dataSources?: DataSourcesConfig;
  /** The pages bound to a table, by name (read only when there is a dataSources.yaml). */
  boundPages: Record<string, PageConfig>;
}

/** Diagnostics of the files read; `config` only when none is an error. */
export interface ServerConfigResult {
  diagnostics: Diagnostic[];
  config?: ServerConfig;
}

async function readKind(dir: string, kind: string): Promise<SourceDocument | undefined> {
  for (const ext of ['.yaml', '.yml', '.json']) {
    const file = path.join(dir, `${kind}${ext}`);
    if (existsSync(file)) return SourceDocument.parse(relative(file), await readFile(file, 'utf8'));
  }
  return undefined;
}

/** The page files of a config folder that bind to a table, parsed (a page without `binding:` is skipped unparsed). */
async function readBoundPages(dir: string): Promise<Map<string, SourceDocument>> {
  const pagesDir = path.join(dir, 'pages');
  const names = existsSync(pagesDir) ? (await readdir(pagesDir)).sort() : [];
  const found = new Map<string, SourceDocument>();
  for (const name of names) {
    const match = /^(.+)\.(ya?ml|json)$/.exec(name);
    if (!match || found.has(match[1] as string)) continue;
    const file = path.join(pagesDir, name);
    const text = await readFile(file, 'utf8');
    if (!/\bbinding\b/.test(text)) continue;
    const doc = SourceDocument.parse(relative(file), text);
    const data = doc.data as { binding?: unknown } | undefined;
    if (doc.ok && data?.binding !== undefined) found.set(match[1] as string, doc);
  }
  return found;
}

/**
 * Loads permissions.yaml (required), app.yaml and dataSources.yaml (optional) of a config directory
 * and, when there are data sources, the pages bound to a table, with the parser, schemas and
 * permission cross checks `jimu validate` uses, so the mock server enforces exactly the rules the
 * validator accepted, and a broken file is reported at file:line:col instead of being read
 * unchecked. Other files (routes, strings…) are not the server's business.
 *
 * @example
 * const { config, diagnostics } = await loadServerConfig('config');
 * if (!config) throw new Error(formatDiagnostics(diagnostics, 'text'));
 */
export async function loadServerConfig(configDir: string): Promise<ServerConfigResult> {
  const dir = path.resolve(configDir);
  const [permissions, app] = await Promise.all([readKind(dir, 'permissions'), readKind(dir, 'app')]);
  const diagnostics: Diagnostic[] = [];
  if (!permissions) {
    const message = `missing permissions.yaml (or permissions.json) in ${relative(dir)}: the mock server takes its API rules from it`;
    diagnostics.push({
      file: relative(dir),
      line: 1,
      col: 1,
      code: 'missing-file',
      message,
      severity: 'error',
    });
    return { diagnostics };
  }
  const dataSources = await readKind(dir, 'dataSources');
  const pages = dataSources ? await readBoundPages(dir) : new Map<string, SourceDocument>();
  const validator = schemaValidator();
  for (const [kind, doc] of [
    ['permissions', permissions],
    ['app', app],
    ['dataSources', dataSources],
    ...[...pages.values()].map((page) => ['page', page] as const),
  ] as const) {
    if (doc?.ok) reportSchemaErrors(doc, validator.validate(kind, doc.data).errors);
  }
  if (permissions.ok) {
    const files: ConfigFiles = {
      dir,
      permissions,
      app,
      pages: new Map(),
      i18n: new Map(),
      plugins: new Map(),
      customIcons: [],
      diagnostics: [],
    };
    checkPermissions(
      { files, annotations: [], enabledPlugins: new Set([corePlugin]), semiIcons: new Set() },
      [],
    );
  }
  diagnostics.push(
    ...permissions.diagnostics,
    ...(app?.diagnostics ?? []),
    ...(dataSources?.diagnostics ?? []),
    ...[...pages.values()].flatMap((page) => page.diagnostics),
  );
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  return {
    diagnostics,
    config: {
      permissions: permissions.data as PermissionsConfig,
      app: app?.data as AppConfig | undefined,
      ...(dataSources ? { dataSources: dataSources.data as DataSourcesConfig } : {}),
      boundPages: Object.fromEntries([...pages].map(([name, doc]) => [name, doc.data as PageConfig])),
    },
  };
}

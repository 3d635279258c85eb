import path from 'node:path';
import type { ConfigKind } from '../schema/createAjv';
import { checkApiCalls } from './apiChecks';
import { checkBindings } from './bindingChecks';
import { type CheckContext, corePlugin, type LocatedAnnotation } from './checkContext';
import type { ConfigSet } from './configSet';
import type { Diagnostic } from './diagnostic';
import { checkFormSchemas } from './formSchemaChecks';
import { arrayOf, isRecord } from './guards';
import { checkI18n } from './i18nChecks';
import { checkIcons } from './iconChecks';
import { allDocuments, type ConfigFiles, loadConfigFiles, relative } from './loadConfigFiles';
import { checkPermissions } from './permissionChecks';
import { checkPlugins } from './pluginChecks';
import { checkRoutes } from './routeChecks';
import { reportSchemaErrors } from './schemaErrorsToDiagnostics';
import { schemaValidator } from './schemaValidator';
import { checkSeedFields, type SeedData } from './seedFieldChecks';
import { semiIconNames } from './semiIcons';
import type { SourceDocument } from './sourceDocument';

/** What `loadAndValidate` reads besides the config folder. */
export interface ValidateOptions {
  /** Where the plugins app.yaml names live. Default: `plugins/` beside the config folder. */
  pluginsDir?: string;
  /** The seed data the mock back end serves: the pages' fields are checked against its records. */
  seed?: SeedData;
}

/** The result of `loadAndValidate`: `config` is present only when no diagnostic is an error. */
export interface ValidationResult {
  diagnostics: Diagnostic[];
  config?: ConfigSet;
}

/**
 * Reads a config directory and reports every problem in it: syntax, schema, and the cross references
 * no schema can express (pages, plugins, redirects, roles and permissions, i18n keys, icons, the
 * calls of app.yaml `api` that pages use, embedded JSON Schemas against the meta-schema, pages'
 * table bindings against dataSources.yaml),
 * and, given the seed data, the pages' fields that no record has (warnings).
 * Resolves, never rejects, whatever is on disk; diagnostics are sorted by file, line and column.
 * Cross checks run only when every file parsed, so that one syntax error does not cascade.
 *
 * @example
 * const { diagnostics, config } = await loadAndValidate('config');
 * if (!config) console.error(formatDiagnostics(diagnostics, 'text'));
 */
export async function loadAndValidate(
  configDir: string,
  options: ValidateOptions = {},
): Promise<ValidationResult> {
  try {
    const pluginsDir = options.pluginsDir ?? path.join(configDir, '..', 'plugins');
    return validateFiles(await loadConfigFiles(configDir, pluginsDir), options.seed);
  } catch (error) {
    const message = `internal error while validating: ${error instanceof Error ? error.message : String(error)}`;
    return {
      diagnostics: [
        { file: relative(configDir), line: 1, col: 1, code: 'internal-error', message, severity: 'error' },
      ],
    };
  }
}

function validateFiles(files: ConfigFiles, seed: SeedData | undefined): ValidationResult {
  const docs = allDocuments(files);
  const parsed = docs.every((doc) => doc.ok);
  const annotations: LocatedAnnotation[] = [];
  const validator = schemaValidator();
  for (const [kind, doc] of documentsByKind(files)) {
    if (!doc.ok) continue;
    const result = validator.validate(kind, doc.data);
    reportSchemaErrors(doc, result.errors);
    for (const annotation of result.annotations) annotations.push({ ...annotation, doc });
  }
  if (parsed) {
    const app = files.app?.data;
    const named = isRecord(app) ? arrayOf(app.plugins).filter((p): p is string => typeof p === 'string') : [];
    const ctx: CheckContext = {
      files,
      annotations,
      enabledPlugins: new Set([corePlugin, ...named]),
      semiIcons: semiIconNames(),
    };
    checkPermissions(ctx, checkRoutes(ctx));
    checkFormSchemas(ctx);
    checkI18n(ctx);
    checkIcons(ctx);
    checkPlugins(ctx);
    checkApiCalls(ctx);
    checkBindings(ctx);
    if (seed) checkSeedFields(files, seed);
  }
  const diagnostics = [...files.diagnostics, ...docs.flatMap((doc) => doc.diagnostics)].sort(compare);
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  return { diagnostics, config: toConfigSet(files, docs) };
}

function documentsByKind(files: ConfigFiles): Array<[ConfigKind, SourceDocument]> {
  const out: Array<[ConfigKind, SourceDocument]> = [];
  for (const kind of ['app', 'theme', 'routes', 'permissions', 'dataSources'] as const) {
    const doc = files[kind];
    if (doc) out.push([kind, doc]);
  }
  for (const doc of files.pages.values()) out.push(['page', doc]);
  for (const doc of files.i18n.values()) out.push(['i18n', doc]);
  for (const doc of files.plugins.values()) out.push(['plugin', doc]);
  return out;
}

/** Only called when validation passed, so the data has the shapes the schemas promise. */
function toConfigSet(files: ConfigFiles, docs: SourceDocument[]): ConfigSet {
  const dataOf = <T>(map: Map<string, SourceDocument>) =>
    Object.fromEntries([...map].map(([name, doc]) => [name, doc.data as T]));
  return {
    dir: files.dir,
    app: files.app?.data as ConfigSet['app'],
    theme: (files.theme?.data ?? {}) as ConfigSet['theme'],
    routes: files.routes?.data as ConfigSet['routes'],
    permissions: files.permissions?.data as ConfigSet['permissions'],
    ...(files.dataSources ? { dataSources: files.dataSources.data as ConfigSet['dataSources'] } : {}),
    pages: dataOf<ConfigSet['pages'][string]>(files.pages),
    i18n: dataOf<ConfigSet['i18n'][string]>(files.i18n),
    plugins: dataOf<ConfigSet['plugins'][string]>(files.plugins),
    customIcons: files.customIcons,
    files: docs.map((doc) => doc.file),
  };
}

function compare(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.col - b.col || a.code.localeCompare(b.code);
}

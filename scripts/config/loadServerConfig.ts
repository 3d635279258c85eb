import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig, PermissionsConfig } from '../../schemas/types.gen';
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
}

/** Diagnostics of the files read; `config` only when none is an error. */
export interface ServerConfigResult {
  diagnostics: Diagnostic[];
  config?: ServerConfig;
}

async function readKind(dir: string, kind: 'permissions' | 'app'): Promise<SourceDocument | undefined> {
  for (const ext of ['.yaml', '.yml', '.json']) {
    const file = path.join(dir, `${kind}${ext}`);
    if (existsSync(file)) return SourceDocument.parse(relative(file), await readFile(file, 'utf8'));
  }
  return undefined;
}

/**
 * Loads permissions.yaml (required) and app.yaml (optional) of a config directory with the
 * parser, schemas and permission cross checks `jimu validate` uses, so the mock server enforces
 * exactly the rules the validator accepted, and a broken file is reported at file:line:col
 * instead of being read unchecked. Other files (pages, routes…) are not the server's business.
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
  const validator = schemaValidator();
  for (const [kind, doc] of [
    ['permissions', permissions],
    ['app', app],
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
  diagnostics.push(...permissions.diagnostics, ...(app?.diagnostics ?? []));
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  return {
    diagnostics,
    config: { permissions: permissions.data as PermissionsConfig, app: app?.data as AppConfig | undefined },
  };
}

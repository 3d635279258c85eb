import { readOpenApi } from '../../apiPort/server/openApiImport';
import type { GeneratedFile } from '../../generator/server/generateFiles';
import { countLines, planFiles } from '../../generator/server/planFiles';
import { hashText, readProjectFile } from '../../project/server/projectFiles';
import type { WorkbenchDiagnostic } from '../../project/server/validateProject';

/** What the backend generator made, before it becomes the project's files. */
export interface BackendOutput {
  collections: Record<string, unknown[]>;
  openapi: unknown;
  /** The merged permissions.yaml; undefined when the project has none (nothing to merge into). */
  permissions?: string;
}

export const OPENAPI_PATH = 'config/openapi.json';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The files the backend generator writes into a project, each with its badge against the file
 * on disk: the collections merged into `mock-db.json` (a `merge-json` fragment of the chosen
 * collections, so the diff shows those and not the whole database; a collection already there
 * keeps its rows unless `replaceRows`), the merged
 * `config/permissions.yaml`, and the OpenAPI document at `config/openapi.json`.
 *
 * @example
 * backendFiles(root, { collections: { goods: rows }, openapi, permissions }).map((f) => f.status);
 */
export function backendFiles(
  root: string,
  output: BackendOutput,
  options: { replaceRows?: boolean } = {},
): GeneratedFile[] {
  const mockDb = readProjectFile(root, 'mock-db.json');
  let current: Record<string, unknown> = {};
  if (mockDb !== undefined) {
    try {
      current = JSON.parse(mockDb) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`mock-db.json is not valid JSON: ${(error as Error).message}`);
    }
  }
  const names = Object.keys(output.collections);
  const existing = names.filter((name) => current[name] !== undefined);
  const before =
    existing.length === 0 ? null : json(Object.fromEntries(existing.map((name) => [name, current[name]])));
  // Rows already in mock-db.json (an offline copy, or edited by hand) stay unless replacing them
  // was asked for: generating never swaps a table's copied rows for made-up ones unseen.
  const content = json(
    Object.fromEntries(
      names.map((name) => [
        name,
        current[name] !== undefined && options.replaceRows !== true
          ? current[name]
          : output.collections[name],
      ]),
    ),
  );
  const seed: GeneratedFile = {
    path: 'mock-db.json',
    mode: 'merge-json',
    content,
    before,
    existed: before !== null,
    status: before === null ? 'new' : before === content ? 'unchanged' : 'changed',
    stats: countLines(before ?? '', content),
    baseHash: mockDb === undefined ? null : hashText(mockDb),
  };
  const texts: Record<string, string> = {};
  if (output.permissions !== undefined) texts['config/permissions.yaml'] = output.permissions;
  texts[OPENAPI_PATH] = json(output.openapi);
  return [seed, ...planFiles(root, texts)];
}

/**
 * The OpenAPI document checked by @readme/openapi-parser, its problems as diagnostics located in
 * `config/openapi.json` as written.
 */
export async function openApiDiagnostics(file: GeneratedFile | undefined): Promise<WorkbenchDiagnostic[]> {
  if (!file) return [];
  const read = await readOpenApi(file.content);
  if (read.ok) return [];
  return read.problems.map((p) => ({
    path: file.path,
    line: p.line,
    col: p.col,
    code: 'openapi',
    severity: 'error' as const,
    message: p.pointer ? `${p.pointer}: ${p.message}` : p.message,
  }));
}

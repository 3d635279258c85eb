import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ConfigSet } from '../../../../scripts/config/configSet';
import type { Diagnostic } from '../../../../scripts/config/diagnostic';
import { accessExplainer } from './apiAccess';
import type { ApiEndpoint, ApiSource } from './apiTypes';
import { deriveApis } from './deriveApis';

type Row = Record<string, unknown>;
type Loaded = { config?: ConfigSet; diagnostics: Diagnostic[]; stamp: string };

const cache = new Map<string, Loaded>();

/** Sizes and times of every file under config/: a changed file (an apply, an edit) loads again. */
const stampOf = (dir: string) => {
  try {
    return (readdirSync(dir, { recursive: true }) as string[])
      .sort()
      .map((file) => {
        const s = statSync(join(dir, file));
        return `${file}:${s.mtimeMs}:${s.size}`;
      })
      .join('|');
  } catch {
    return '';
  }
};

/**
 * A project's config and `jimu validate`'s diagnostics of it (the loader is imported on first use,
 * so the server starts fast), kept until a file under config/ changes.
 *
 * @example
 * const { config, diagnostics } = await projectConfig('/repo', '/repo/plugins');
 */
export async function projectConfig(root: string, pluginsDir: string): Promise<Loaded> {
  const dir = join(root, 'config');
  const stamp = stampOf(dir);
  const known = cache.get(dir);
  if (known && stamp !== '' && known.stamp === stamp) return known;
  const { loadAndValidate } = await import('../../../../scripts/config/loadAndValidate');
  const result = await loadAndValidate(dir, { pluginsDir: resolve(pluginsDir) });
  const loaded = { ...result, stamp };
  cache.set(dir, loaded);
  return loaded;
}

/** A stored `apis` record as an endpoint (the seeded ones predate group, source and the schemas). */
export function storedEndpoint(row: Row): Omit<ApiEndpoint, 'access'> {
  const path = String(row.path ?? '/');
  return {
    id: String(row.id),
    recordId: Number(row.id),
    projectId: Number(row.projectId),
    name: String(row.name ?? path),
    method: String(row.method ?? 'GET').toUpperCase(),
    path,
    group: String(row.group ?? (path.split('/')[1] || 'default')),
    source: (row.source as ApiSource) ?? 'manual',
    status: typeof row.status === 'string' ? row.status : undefined,
    description: typeof row.description === 'string' ? row.description : '',
    query: row.query as Row | undefined,
    body: row.body as Row | undefined,
    response: row.response as Row | undefined,
    envelope: row.envelope !== false,
    public: row.public === true,
    usedBy: Array.isArray(row.usedBy) ? (row.usedBy as ApiEndpoint['usedBy']) : [],
    editedFields: Array.isArray(row.editedFields) ? (row.editedFields as string[]) : [],
    owner: typeof row.owner === 'string' ? row.owner : undefined,
    updateTime: typeof row.updateTime === 'string' ? row.updateTime : undefined,
  };
}

/**
 * Every endpoint of a project: derived from its config, then its stored ones (hand-added and
 * imported), one per method + path (a stored one of a derived method + path lends it its name,
 * description and answer schema), each with who may call it under the project's permissions.yaml. A config that does not
 * validate derives nothing; its diagnostics come back so the screen can say why.
 *
 * @example
 * const { endpoints } = await projectEndpoints(root, pluginsDir, 0, rows);
 */
export async function projectEndpoints(
  root: string,
  pluginsDir: string,
  projectId: number,
  stored: readonly Row[],
) {
  const { config, diagnostics } = await projectConfig(root, pluginsDir);
  const explain = config ? accessExplainer(config.permissions) : undefined;
  const derived = config ? deriveApis(config) : [];
  const own = stored.filter((row) => String(row.projectId) === String(projectId)).map(storedEndpoint);
  // A stored endpoint of a derived method + path (an imported document of the project's own
  // endpoints) documents the derived one: listed once, the config's shape with the document's words.
  const byKey = new Map(own.map((e) => [`${e.method} ${e.path}`, e]));
  const documented = derived.map((e) => {
    const doc = byKey.get(`${e.method} ${e.path}`);
    if (!doc) return { ...e, projectId };
    byKey.delete(`${e.method} ${e.path}`);
    return {
      ...e,
      projectId,
      name: doc.name && doc.name !== doc.path ? doc.name : e.name,
      description: doc.description || e.description,
      response: e.response ?? doc.response,
      updateTime: doc.updateTime,
    };
  });
  const endpoints: ApiEndpoint[] = [...documented, ...byKey.values()].map((e) => ({
    ...e,
    access: explain
      ? explain(e.method, e.path)
      : { public: false, rule: 'none', permission: null, roles: [] },
  }));
  return { endpoints, explain, errors: diagnostics.filter((d) => d.severity === 'error') };
}

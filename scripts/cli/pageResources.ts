import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SAMPLE_RESOURCES } from '../../server/store/resources';

/**
 * The envelope resources a console's list pages name that the server does not serve yet, each as
 * the collection of its name: a console made by `jimu init` or the workbench declares its
 * collections only through its pages (the sample console declares its own in code). A page bound
 * to a table, or read through another provider, is left alone.
 *
 * @example
 * pageResources([{ kind: 'crud', resource: 'tasks' }]); // { tasks: { collection: 'tasks' } }
 */
export function pageResources(pages: readonly unknown[]): Record<string, { collection: string }> {
  const offline: Record<string, { collection: string }> = {};
  for (const page of pages) {
    if (typeof page !== 'object' || page === null) continue;
    const { kind, binding, provider, resource } = page as Record<string, unknown>;
    if (kind !== 'crud' || binding || (provider ?? 'envelope') !== 'envelope') continue;
    if (typeof resource === 'string' && !SAMPLE_RESOURCES[resource])
      offline[resource] = { collection: resource };
  }
  return offline;
}

/**
 * {@link pageResources} of the pages in `<configDir>/pages`, for the server to serve
 * (`createMockServer`'s `pageResources`). A page that does not parse is skipped: `jimu validate`
 * and `jimu build` report it.
 *
 * @example createMockServer({ pageResources: configPageResources('config'), … });
 */
export function configPageResources(configDir: string): Record<string, { collection: string }> {
  const dir = path.join(configDir, 'pages');
  if (!existsSync(dir)) return {};
  const pages = readdirSync(dir)
    .filter((name) => /\.(ya?ml|json)$/.test(name))
    .map((name) => {
      try {
        return parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    });
  return pageResources(pages);
}

import type { DataSource } from '../../../../schemas/types.gen';
import type { TableInfo } from '../../dataSources/model/sourceTypes';
import type { GenRule } from '../../rules/server/genRules';
import { camel, columnModel, titleCase } from './columnModel';
import type { GenTable } from './genTypes';

/** What decides names: pages already in the project, resource names already served. */
export interface NamingContext {
  pages: readonly string[];
  /** The envelope resource already serving this collection, when there is one (mock source). */
  resourceOfCollection?: (collection: string) => string | undefined;
  resourceTaken: (name: string) => boolean;
  tablePrefixes?: readonly string[];
}

/** `departments` → `departments2` when taken (collisions are resolved, not failed). */
export function freeName(base: string, taken: (name: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}${n}`)) return `${base}${n}`;
}

/**
 * A generated table from a table's structure: rules give the columns their defaults,
 * the page name avoids the project's pages; a table of a database binds live to its source, a
 * mock collection is served as it is, anything else becomes a new collection seeded from the
 * sample rows (an offline copy).
 *
 * @example
 * newGenTable(info, { projectId: 0, id: 7, rules: BUILT_IN_RULES, naming });
 */
export function newGenTable(
  info: TableInfo,
  options: {
    id: number;
    projectId: number;
    dataSourceId?: number;
    /** The database source the page binds to live by default (an offline copy stays an option). */
    liveSource?: DataSource;
    rules: readonly GenRule[];
    naming: NamingContext;
  },
): GenTable {
  const stripped = (options.naming.tablePrefixes ?? []).reduce(
    (name, prefix) => (name.startsWith(prefix) ? name.slice(prefix.length) : name),
    info.name,
  );
  const base = camel(stripped.replace(/[^A-Za-z0-9_]/g, '_')).replace(/^[^a-z]+/i, '') || 'page';
  const pageBase = base.charAt(0).toLowerCase() + base.slice(1);
  const pageName = freeName(pageBase, (name) => options.naming.pages.includes(name));
  const existing = options.naming.resourceOfCollection?.(info.name);
  const resource = existing ?? freeName(pageBase, options.naming.resourceTaken);
  const columns = columnModel(info, options.rules);
  const pk = columns.find((c) => c.isPk) ?? columns.find((c) => c.field === 'id') ?? columns[0];
  return {
    id: options.id,
    projectId: options.projectId,
    ...(options.dataSourceId !== undefined ? { dataSourceId: options.dataSourceId } : {}),
    tableName: info.name,
    ...(info.comment ? { tableComment: info.comment } : {}),
    pageName,
    resource,
    kind: 'crud',
    rowKey: pk?.field ?? 'id',
    titleZh: info.comment || titleCase(stripped),
    titleEn: titleCase(stripped),
    icon: 'file',
    edit: { mode: 'modal' },
    pageSize: 20,
    permissions: { read: 'read:system', write: 'write:system', delete: 'delete:system' },
    options: {
      seedCollection: existing === undefined && options.liveSource === undefined,
      seedRows: Math.max(20, Math.min(info.sample.length, 1000)),
      apiRules: true,
      live: options.liveSource !== undefined,
    },
    ...(options.liveSource ? { liveSource: options.liveSource } : {}),
    columns,
    sample: info.sample,
  };
}

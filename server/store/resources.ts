/** How an envelope resource (`/<resource>/getList|doEdit|doDelete`) maps onto a collection. */
export interface ResourceSpec {
  collection: string;
  /** Default page size (20, icons 72). */
  pageSize?: number;
  /** Stored flat, listed as a tree rebuilt from these keys, deleted with its descendants. */
  tree?: { id: string; parent: string };
  /** Served whole (the route table is already a tree). */
  unpaged?: boolean;
  /** Fields never sent to a client. */
  secret?: string[];
  /**
   * Field listing the roles a record is open to (empty: every role). A filter on it lists what
   * that role reaches, ancestors included (reachableRows.ts).
   */
  openTo?: string;
  /** Fields no two records may share (409 naming the field): a role's name. */
  unique?: string[];
  /** Names listed beside the ids they stand for (joinNames.ts): a user's department name. */
  joins?: { field: string; collection: string; label: string; as: string }[];
}

const tree = { id: 'id', parent: 'parentId' };

/**
 * The envelope resources the sample console serves. Read-only: each server copies them into its
 * own table, which its plugins and pages add to (resourceRegistry.ts).
 */
export const SAMPLE_RESOURCES: Readonly<Record<string, ResourceSpec>> = Object.freeze({
  table: { collection: 'table' },
  roleManagement: { collection: 'roles', unique: ['role'] },
  goods: { collection: 'goods' },
  userManagement: {
    collection: 'users',
    secret: ['password'],
    joins: [{ field: 'departmentId', collection: 'departments', label: 'name', as: 'departmentName' }],
  },
  menuManagement: { collection: 'menus', tree, openTo: 'role' },
  systemLog: { collection: 'systemLogs' },
  departmentManagement: { collection: 'departments', tree },
  remixIcon: { collection: 'remixIcons', pageSize: 72 },
  notice: { collection: 'notices' },
  search: { collection: 'searchSuggestions' },
  area: { collection: 'areas', tree: { id: 'code', parent: 'parentCode' } },
  router: { collection: 'routes', unpaged: true },
  workflow: { collection: 'workflows' },
  description: { collection: 'descriptions' },
});

/**
 * Collections the json-server REST router must not expose: password hashes, live tokens, and the
 * workbench's activity log, which only the server writes (read through /workbench/stats).
 */
export const PRIVATE_COLLECTIONS = ['users', 'sessions', 'activities'];

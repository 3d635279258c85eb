import { isRecord } from './guards';
import type { PathSegment } from './jsonPointer';
import type { ConfigFiles } from './loadConfigFiles';
import { didYouMean } from './suggest';

/** Where a page's records come from in the seed data the mock back end serves. */
export interface SeedResource {
  collection: string;
  /** Fields the server adds to each record it lists (a joined name beside its id). */
  added?: string[];
}

/** The seed data (mock-db.json) the fields of the pages are checked against. */
export interface SeedData {
  /** The seed file as printed in messages. */
  file: string;
  /** Its top-level keys: collections of records, and anything else. */
  collections: Record<string, unknown>;
  /**
   * The collection a page's resource reads through its provider, or undefined when the seed has
   * no say (a plugin's provider, a resource of the integrator's own back end).
   */
  resolve(resource: string, provider: string | undefined): SeedResource | undefined;
}

/** Suffixes of the search operators (json-server's and the mapped provider's) that end a field name. */
const OPERATOR_SUFFIX = /_(like|gte|lte|ne)$/;

/** true when some record holds a value (null included) at the dot path. */
function holds(record: unknown, path: string): boolean {
  let node: unknown = record;
  for (const part of path.split('.')) {
    if (!isRecord(node) || !(part in node)) return false;
    node = node[part];
  }
  return true;
}

/** The names of the fields of a form schema (its top-level properties). */
function formFields(form: unknown): string[] {
  const schema = isRecord(form) ? form.schema : undefined;
  const properties = isRecord(schema) ? schema.properties : undefined;
  return isRecord(properties) ? Object.keys(properties) : [];
}

/**
 * Warns (`unknown-field`) about each column, search field and edit field of a crud page that no
 * record of its resource's seed collection has: such a column shows "-" on every row and such a
 * search finds nothing, with nothing else to say why. Located at the column's `field` value or
 * the form property's key. A search field sent under another name (`api.list.search.<f>.param`)
 * or with an operator suffix is left alone, and so are pages whose resource the seed does not
 * hold and collections without records (nothing to compare with).
 *
 * @example
 * checkSeedFields(files, seed); // config/pages/users.yaml:9:14: warning[unknown-field]: column field 'emial' …
 */
export function checkSeedFields(files: ConfigFiles, seed: SeedData): void {
  for (const doc of files.pages.values()) {
    const page = doc.data;
    if (!isRecord(page) || page.kind !== 'crud' || typeof page.resource !== 'string') continue;
    const provider = typeof page.provider === 'string' ? page.provider : undefined;
    const target = seed.resolve(page.resource, provider);
    const rows = target ? seed.collections[target.collection] : undefined;
    if (!target || !Array.isArray(rows) || rows.length === 0) continue;
    const known = new Set([
      ...rows.flatMap((row) => (isRecord(row) ? Object.keys(row) : [])),
      ...(target.added ?? []),
    ]);
    const where = `'${target.collection}' (${seed.file})`;
    const check = (field: string, what: string, path: PathSegment[], at: 'key' | 'value') => {
      if ((target.added ?? []).includes(field) || rows.some((row) => holds(row, field))) return;
      const message = `${what} '${field}' is in no record of ${where}${didYouMean(field, known)}`;
      doc.reportAt(path, at, 'unknown-field', message, 'warning');
    };
    (Array.isArray(page.columns) ? page.columns : []).forEach((column, index) => {
      if (isRecord(column) && typeof column.field === 'string' && column.field !== '')
        check(column.field, 'column field', ['columns', index, 'field'], 'value');
    });
    const api = isRecord(page.api) ? page.api : {};
    const list = isRecord(api.list) ? api.list : {};
    const renamed = isRecord(list.search) ? list.search : {};
    for (const field of formFields(page.search)) {
      const rule = renamed[field];
      if ((isRecord(rule) && typeof rule.param === 'string') || OPERATOR_SUFFIX.test(field)) continue;
      check(field, 'search field', ['search', 'schema', 'properties', field], 'key');
    }
    for (const field of formFields(page.edit)) {
      check(field, 'form field', ['edit', 'schema', 'properties', field], 'key');
    }
  }
}

// Test support only: never imported by runtime code.
import type { CrudPageConfig } from '../../schemas/types.gen';
import type { Manifest } from './manifest';

/**
 * A whole manifest for tests: an empty console (no routes, pages, roles or strings) that a test
 * fills with only what it is about, each part checked against the manifest's types.
 *
 * @example const boot = testManifest({ i18n: { zh: { app: { title: '积木' } } } });
 */
export function testManifest(parts: Partial<Manifest> = {}): Manifest {
  return {
    app: { title: 'app.title' },
    theme: {},
    routes: [],
    permissions: { roles: {}, permissions: {} },
    pages: {},
    i18n: {},
    ...parts,
  };
}

/**
 * A crud page for tests: a list of `table` without columns, search or forms unless given.
 *
 * @example const page = testCrudPage({ columns: [{ field: 'id', title: 'field.id' }] });
 */
export function testCrudPage(parts: Partial<CrudPageConfig> = {}): CrudPageConfig {
  return { kind: 'crud', title: 'page.table', resource: 'table', columns: [], ...parts };
}

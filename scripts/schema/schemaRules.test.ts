import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createAjv, schemaId } from './createAjv';
import type { ConfigKind } from './schemaFiles';

const ajv = createAjv();

/** The errors of validating `config` as `kind`, as "instancePath keyword" strings ([] when valid). */
function errorsOf(kind: ConfigKind, config: unknown): string[] {
  const validate = ajv.getSchema(schemaId(kind));
  if (!validate) throw new Error(`no schema for ${kind}`);
  validate(config);
  return (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath} ${error.keyword}`);
}

const crud = {
  kind: 'crud',
  title: 'page.users.title',
  resource: 'userManagement',
  columns: [{ field: 'username', title: 'field.username', cell: 'text', sortable: true }],
};

describe('routes schema', () => {
  const docsExample = {
    routes: [
      {
        path: '/',
        name: 'Root',
        redirect: '/index',
        meta: { title: 'route.root', icon: 'home' },
        children: [
          {
            path: 'index',
            name: 'Index',
            page: 'home',
            meta: { title: 'route.index', icon: 'home', noClosable: true },
          },
          {
            path: 'board',
            name: 'Board',
            component: 'workbench/board',
            meta: { title: 'route.board', hidden: true },
          },
          {
            path: 'https://example.com',
            name: 'ExternalLink',
            meta: { title: 'route.external', target: '_blank' },
          },
        ],
      },
    ],
  };

  it('accepts the example of docs/config.md', () => {
    expect(errorsOf('routes', docsExample)).toEqual([]);
  });

  it('PM-04 meta.permission is a list of names or {roles, permissions, mode}', () => {
    const withPermission = (permission: unknown) => ({
      routes: [{ path: '/a', name: 'A', page: 'a', meta: { title: 'route.a', permission } }],
    });
    expect(errorsOf('routes', withPermission(['Admin']))).toEqual([]);
    expect(errorsOf('routes', withPermission({ roles: ['Editor'], mode: 'except' }))).toEqual([]);
    expect(errorsOf('routes', withPermission({ roles: ['Admin'], mode: 'anyOf' }))).toContain(
      '/routes/0/meta/permission/mode enum',
    );
    expect(errorsOf('routes', withPermission('Admin'))).toContain('/routes/0/meta/permission anyOf');
  });

  it('a route shows at most one of page, component, children; the error points at the extra key', () => {
    const route = (extra: object) => ({
      routes: [{ path: '/a', name: 'A', meta: { title: 'route.a' }, ...extra }],
    });
    expect(errorsOf('routes', route({ page: 'a', component: 'workbench/a' }))).toEqual([
      '/routes/0/component false schema',
    ]);
    expect(errorsOf('routes', route({ page: 'a', redirect: '/b' }))).toEqual([
      '/routes/0/redirect false schema',
    ]);
    expect(
      errorsOf('routes', route({ component: 'workbench/a', children: [{ path: 'b', name: 'B' }] })),
    ).toEqual(['/routes/0/children false schema']);
    expect(
      errorsOf('routes', route({ redirect: '/a/b', children: [{ path: 'b', name: 'B', page: 'b' }] })),
    ).toEqual([]);
  });

  it('rejects unknown keys, a bad component reference and a missing name at any depth', () => {
    const errors = errorsOf('routes', {
      routes: [
        {
          path: '/',
          name: 'Root',
          children: [
            { path: 'a', name: 'A', component: 'Workbench/board', meta: { title: 'x', hiden: true } },
            { path: 'b', page: 'b' },
          ],
        },
      ],
    });
    expect(errors).toEqual([
      '/routes/0/children/0/component pattern',
      '/routes/0/children/0/meta additionalProperties',
      '/routes/0/children/1 required',
    ]);
  });
});

describe('page schema', () => {
  it('accepts the crud example of docs/config.md', () => {
    const page = {
      ...crud,
      provider: 'envelope',
      rowKey: 'id',
      columns: [
        { field: 'username', title: 'field.username', cell: 'text', sortable: true },
        {
          field: 'status',
          title: 'field.status',
          cell: { type: 'tag', colors: { published: 'green', draft: 'grey' } },
        },
        { field: 'id', title: 'field.actions', cell: 'actions', permission: ['write:system'] },
      ],
      search: {
        schema: { type: 'object', properties: { username: { type: 'string', title: 'field.username' } } },
      },
      edit: { mode: 'modal', schema: { type: 'object', properties: {} }, uiSchema: { 'ui:order': ['*'] } },
      actions: {
        toolbar: [{ name: 'create', label: 'action.add', permission: ['write:system'] }],
        row: [
          { name: 'edit', label: 'action.edit', permission: ['write:system'] },
          {
            name: 'delete',
            label: 'action.delete',
            permission: ['delete:system'],
            confirm: 'action.confirmDelete',
          },
        ],
      },
    };
    expect(errorsOf('page', page)).toEqual([]);
  });

  it('reports only the errors of the page own kind, never of the other three', () => {
    expect(errorsOf('page', { ...crud, cards: [] })).toEqual([' additionalProperties']);
    expect(errorsOf('page', { kind: 'chart', title: 't' })).toEqual([' discriminator']);
    expect(errorsOf('page', { title: 't' })).toEqual([' discriminator']);
  });

  it('accepts form, detail and dashboard pages', () => {
    expect(
      errorsOf('page', {
        kind: 'form',
        title: 'page.profile.title',
        schema: { type: 'object', properties: { nickname: { type: 'string' } } },
        submit: { endpoint: '/user/edit', method: 'POST', label: 'action.save' },
        load: { endpoint: '/userInfo' },
      }),
    ).toEqual([]);
    expect(
      errorsOf('page', {
        kind: 'detail',
        title: 'page.user.title',
        resource: 'userManagement',
        fields: [{ field: 'email', title: 'field.email', cell: 'text' }],
      }),
    ).toEqual([]);
    expect(
      errorsOf('page', {
        kind: 'dashboard',
        title: 'page.dashboard.title',
        cards: [
          { title: 'card.users', endpoint: '/userManagement/getList', field: 'total', span: 6, icon: 'user' },
        ],
      }),
    ).toEqual([]);
  });

  it('a cell is a built-in or plugin renderer name, or {type, options}', () => {
    const withCell = (cell: unknown) => ({ ...crud, columns: [{ field: 'a', title: 't', cell }] });
    expect(errorsOf('page', withCell('relativeTime'))).toEqual([]);
    expect(errorsOf('page', withCell('workbench/sparkline'))).toEqual([]);
    expect(errorsOf('page', withCell({ type: 'rate', max: 5 }))).toEqual([]);
    expect(errorsOf('page', withCell('txet'))).toContain('/columns/0/cell anyOf');
    expect(errorsOf('page', withCell({ type: 'tag', colour: {} }))).toContain(
      '/columns/0/cell additionalProperties',
    );
  });

  it('a link action needs `to`; search and edit forms must be object schemas', () => {
    expect(errorsOf('page', { ...crud, actions: { row: [{ name: 'link' }] } })).toContain(
      '/actions/row/0 required',
    );
    expect(errorsOf('page', { ...crud, actions: { row: [{ name: 'link', to: '/detail/{id}' }] } })).toEqual(
      [],
    );
    expect(errorsOf('page', { ...crud, search: { schema: { type: 'array' } } })).toEqual([
      '/search/schema/type const',
    ]);
  });
});

describe('permissions, i18n, plugin, app and theme schemas', () => {
  it('PM-01 accepts the roles, permissions and API rules of docs/config.md', () => {
    const permissions = {
      roles: {
        Admin: { title: 'role.admin', permissions: ['read:system', 'write:system', 'delete:system'] },
        Test: { title: 'role.test', permissions: ['read:system'] },
      },
      permissions: { 'read:system': { title: 'permission.read' } },
      api: {
        public: ['POST /login', 'GET /publicKey'],
        rules: [
          { match: 'POST /**/doDelete', permission: 'delete:system' },
          { match: '* /**', permission: 'read:system' },
        ],
        default: 'read:system',
      },
    };
    expect(errorsOf('permissions', permissions)).toEqual([]);
    const badRule = { ...permissions, api: { rules: [{ match: 'FETCH /x', permission: 'read:system' }] } };
    expect(errorsOf('permissions', badRule)).toEqual(['/api/rules/0/match pattern']);
  });

  it('an i18n table nests maps of strings to any depth, and nothing else', () => {
    expect(errorsOf('i18n', { route: { user: { list: '用户列表' } }, app: { title: '积木工作台' } })).toEqual(
      [],
    );
    expect(errorsOf('i18n', { route: { count: 3 } })).toContain('/route anyOf');
  });

  it('a plugin declares what it provides by name', () => {
    expect(
      errorsOf('plugin', {
        name: 'workbench',
        components: ['board'],
        cells: ['sparkline'],
        locales: ['zh', 'en'],
      }),
    ).toEqual([]);
    expect(errorsOf('plugin', { name: 'Workbench', component: ['board'] })).toEqual([
      ' additionalProperties',
      '/name pattern',
    ]);
  });

  it('app and theme reject unknown keys and values outside their lists', () => {
    expect(errorsOf('app', { title: 'app.title', http: { timeOut: 5 } })).toEqual([
      '/http additionalProperties',
    ]);
    expect(errorsOf('app', {})).toEqual([' required']);
    expect(errorsOf('theme', { layout: 'grid', showTab: true })).toEqual([
      ' additionalProperties',
      '/layout enum',
    ]);
  });
});

import { stringify } from 'yaml';

/** A project's console titles, from the create form. */
export interface ConsoleTitles {
  zh: string;
  en: string;
}

/** The files of a project, by path relative to the project folder (`config/app.yaml` …). */
export type ProjectFiles = Record<string, string>;

const modeline = (schema: string, depth: number) =>
  `# yaml-language-server: $schema=${'../'.repeat(depth)}schemas/${schema}.schema.json\n`;

const yamlFile = (schema: string, depth: number, data: unknown) =>
  modeline(schema, depth) + stringify(data, { lineWidth: 0, aliasDuplicateObjects: false });

/**
 * The blank console a new project can start from: app, theme, one home dashboard, routes, the three standard
 * permissions with the sample's three roles, zh/en strings. Valid as written (`jimu validate`).
 *
 * @example
 * const files = blankProject({ zh: '订单后台', en: 'Orders console' });
 * files['config/app.yaml']; // '# yaml-language-server: …\ntitle: app.title\n…'
 */
export function blankProject(titles: ConsoleTitles): ProjectFiles {
  const app = {
    title: 'app.title',
    version: '0.1.0',
    defaultLanguage: 'zh',
    http: {
      baseURL: '/',
      timeout: 10000,
      successCodes: [200, 0, '200', '0'],
      codeField: 'code',
      msgField: 'msg',
    },
  };
  const theme = { layout: 'common', themeName: 'blue-white', showTabs: true };
  const routes = {
    routes: [
      {
        path: '/',
        name: 'Root',
        redirect: '/index',
        meta: { title: 'route.root', icon: 'home', levelHidden: true, breadcrumbHidden: true },
        children: [
          {
            path: 'index',
            name: 'Index',
            page: 'home',
            meta: { title: 'route.index', icon: 'home', noClosable: true },
          },
        ],
      },
    ],
  };
  const permissions = {
    roles: {
      Admin: { title: 'role.admin', permissions: ['read:system', 'write:system', 'delete:system'] },
      Editor: { title: 'role.editor', permissions: ['read:system', 'write:system'] },
      Test: { title: 'role.test', permissions: ['read:system'] },
    },
    permissions: {
      'read:system': { title: 'permission.read' },
      'write:system': { title: 'permission.write' },
      'delete:system': { title: 'permission.delete' },
    },
    api: {
      public: ['POST /login', 'GET /publicKey'],
      rules: [
        { match: 'POST /**/doDelete', permission: 'delete:system' },
        { match: 'POST /**', permission: 'write:system' },
        { match: 'GET /**', permission: 'read:system' },
      ],
      default: 'read:system',
    },
  };
  const home = {
    kind: 'dashboard',
    title: 'page.home.title',
    cards: [{ title: 'page.home.version', icon: 'info-circle', value: '0.1.0', span: 8 }],
  };
  const strings = (lang: 'zh' | 'en') => ({
    app: { title: titles[lang] },
    role:
      lang === 'zh'
        ? { admin: '管理员', editor: '编辑', test: '测试' }
        : { admin: 'Administrator', editor: 'Editor', test: 'Tester' },
    permission:
      lang === 'zh'
        ? { read: '读取', write: '写入', delete: '删除' }
        : { read: 'Read', write: 'Write', delete: 'Delete' },
    route: lang === 'zh' ? { root: '首页', index: '首页' } : { root: 'Home', index: 'Home' },
    page: {
      home: lang === 'zh' ? { title: '首页', version: '版本' } : { title: 'Home', version: 'Version' },
    },
  });
  return {
    'config/app.yaml': yamlFile('app', 1, app),
    'config/theme.yaml': yamlFile('theme', 1, theme),
    'config/routes.yaml': yamlFile('routes', 1, routes),
    'config/permissions.yaml': yamlFile('permissions', 1, permissions),
    'config/pages/home.yaml': yamlFile('page', 2, home),
    'config/i18n/zh.yaml': yamlFile('i18n', 2, strings('zh')),
    'config/i18n/en.yaml': yamlFile('i18n', 2, strings('en')),
  };
}

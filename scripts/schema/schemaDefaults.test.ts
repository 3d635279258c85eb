import { describe, expect, it } from 'vitest';
import { createAjv, schemaId } from './createAjv';
import type { ConfigKind } from './schemaFiles';

/** Validates with useDefaults on, so the result is the config as `jimu build` would see it. */
function withDefaults(kind: ConfigKind, config: Record<string, unknown>): Record<string, unknown> {
  const validate = createAjv({ useDefaults: true }).getSchema(schemaId(kind));
  if (!validate) throw new Error(`no schema for ${kind}`);
  const copy = structuredClone(config);
  if (!validate(copy)) throw new Error(`invalid ${kind}: ${JSON.stringify(validate.errors)}`);
  return copy;
}

describe('schema defaults', () => {
  it('TH-10 an empty theme.yaml yields exactly the theme drawer defaults', () => {
    expect(withDefaults('theme', {})).toEqual({
      layout: 'common',
      themeName: 'blue-white',
      background: 'none',
      columnStyle: 'card',
      fixedHeader: true,
      showProgressBar: true,
      showTabs: true,
      tabsBarStyle: 'smooth',
      showTabsIcon: true,
      showLanguage: true,
      showRefresh: true,
      showSearch: true,
      showTheme: true,
      showNotice: true,
      showFullScreen: true,
      showThemeSetting: true,
      collapse: false,
      uniqueOpened: false,
      openFirstMenu: true,
    });
  });

  it('K-01 K-03 K-04 ER-01 RT-03 an app.yaml with only a title gets the spec constants', () => {
    const app = withDefaults('app', { title: 'app.title' });
    expect(app).toEqual({
      title: 'app.title',
      titleSeparator: ' - ',
      titleReverse: false,
      version: '1.0.0',
      defaultLanguage: 'zh',
      http: {
        baseURL: '/',
        timeout: 10000,
        successCodes: [200, 0, '200', '0'],
        codeField: 'code',
        msgField: 'msg',
        tokenName: 'token',
        tokenStorageKey: 'admin-token',
        loginRSA: false,
      },
      auth: {
        loginInterception: true,
        authentication: 'intelligence',
        rolesControl: true,
        recordRoute: true,
        whitelist: ['/login', '/register', '/callback', '/404', '/403'],
        errorLog: { development: true, production: true },
      },
      tabs: { keepAliveMax: 10 },
      plugins: [],
    });
  });

  it('K-02 a crud page defaults to the envelope provider, rowKey id, table mode and 20 rows a page', () => {
    const page = withDefaults('page', {
      kind: 'crud',
      title: 'page.users.title',
      resource: 'userManagement',
      columns: [{ field: 'username', title: 'field.username' }],
    });
    expect(page).toMatchObject({ provider: 'envelope', rowKey: 'id', mode: 'table', pageSize: 20 });
  });

  it('defaults given in the file are kept, not overwritten', () => {
    const theme = withDefaults('theme', { layout: 'column', showTabs: false });
    expect(theme).toMatchObject({ layout: 'column', showTabs: false, themeName: 'blue-white' });
  });
});

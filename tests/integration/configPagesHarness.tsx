import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type RenderResult, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { parse } from 'yaml';
import { type AccessSubject, permissionsOfRoles } from '../../runtime/access';
import { consoleLocales } from '../../runtime/app/consoleLocales';
import { createHttpClient, type HttpClient } from '../../runtime/data';
import { compileFormValidator } from '../../runtime/forms/compileFormValidator';
import { createI18n } from '../../runtime/i18n';
import { ConfigPage } from '../../runtime/pages';
import { createPluginRegistry, type JimuPlugin, type PluginRegistry } from '../../runtime/plugin';
import type { AppConfig, PageConfig, PermissionsConfig } from '../../schemas/types.gen';
import { type MockHarness, startMock } from './mockHarness';

const CONFIG = path.resolve(import.meta.dirname, '../../config');
const readYaml = <T,>(file: string): T => parse(readFileSync(path.join(CONFIG, file), 'utf8')) as T;

export type Account = 'admin' | 'editor' | 'test';
const ROLES: Record<Account, string[]> = { admin: ['Admin'], editor: ['Editor'], test: ['Test'] };

/** What the http client reported while a page was shown: toasts, 403 redirects, doEdit loading. */
export interface HttpLog {
  notices: string[];
  forbidden: number;
  loading: string[];
}

export interface RenderedPage extends RenderResult {
  http: HttpClient;
  log: HttpLog;
  /** The router's current location, as `/path?query`. */
  location(): string;
}

let i18n: I18n | undefined;
let registry: PluginRegistry | undefined;

/** The plugins config/app.yaml enables (plus core), as the build bundles them. */
export async function sampleRegistry(): Promise<PluginRegistry> {
  if (!registry) {
    const names = ['core', ...(readYaml<AppConfig>('app.yaml').plugins ?? [])];
    const plugins = await Promise.all(
      names.map(
        async (name) => ((await import(`../../plugins/${name}/index.ts`)) as { default: JimuPlugin }).default,
      ),
    );
    registry = createPluginRegistry(plugins);
  }
  return registry;
}

/** One i18n instance (zh) with the sample console's and its plugins' string tables, shared by a test file. */
export async function sampleI18n(): Promise<I18n> {
  i18n ??= await createI18n({
    config: { zh: readYaml('i18n/zh.yaml'), en: readYaml('i18n/en.yaml') },
    // The console registers its own strings when it loads; here they come with the rest.
    extra: [...consoleLocales, (await sampleRegistry()).locales() as Record<string, Record<string, unknown>>],
    language: 'zh',
  });
  return i18n;
}

/** A page of the sample console, read from config/pages/<name>.yaml. */
export const samplePage = (name: string): PageConfig => readYaml<PageConfig>(`pages/${name}.yaml`);

/** The real mock server on a free loopback port with a temporary copy of the seed. */
export const startSampleMock = (): Promise<MockHarness> => startMock({ configDir: CONFIG });

function LocationProbe({ onLocation }: { onLocation(where: string): void }) {
  const location = useLocation();
  onLocation(`${location.pathname}${location.search}`);
  return null;
}

/**
 * Renders one config page as the app does — ConfigPage with a real http client (token of
 * `account`, baseURL = the mock server), the account's permissions, a router at `route` — but
 * with validators compiled at run time (no `jimu build` bundle in a test).
 *
 * @example const view = await renderConfigPage(mock, 'users', 'admin');
 */
export async function renderConfigPage(
  mock: MockHarness,
  name: string,
  account: Account,
  options: { route?: string; page?: PageConfig } = {},
): Promise<RenderedPage> {
  const token = await mock.login(account);
  const log: HttpLog = { notices: [], forbidden: 0, loading: [] };
  const http = createHttpClient({
    baseURL: mock.url,
    getToken: () => token,
    setToken: () => {},
    notify: (message) => log.notices.push(message),
    onForbidden: () => {
      log.forbidden += 1;
    },
    onUnauthorized: () => {},
    onLoading: (state, url) => log.loading.push(`${state} ${url}`),
  });
  const roles = ROLES[account];
  const subject: AccessSubject = {
    roles,
    permissions: permissionsOfRoles(roles, readYaml<PermissionsConfig>('permissions.yaml')),
    admin: false,
  };
  const validator = compileFormValidator();
  let where = '';
  const route = options.route ?? `/${name}`;
  const view = render(
    <I18nextProvider i18n={await sampleI18n()}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe
          onLocation={(next) => {
            where = next;
          }}
        />
        <Routes>
          <Route
            path="*"
            element={
              <ConfigPage
                name={name}
                page={options.page ?? samplePage(name)}
                http={http}
                subject={subject}
                registry={await sampleRegistry()}
                loadValidator={async () => validator}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return Object.assign(view, { http, log, location: () => where });
}

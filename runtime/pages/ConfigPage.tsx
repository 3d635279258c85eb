import { type ComponentType, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { PageConfig } from '../../schemas/types.gen';
import { AccessProvider } from '../access/AccessProvider';
import type { AccessSubject } from '../access/can';
import type { HttpClient } from '../data/HttpClient';
import { loadChunk } from '../data/loadChunk';
import type { DataProvider } from '../data/providers/DataProvider';
import { type PageBackend, pageDataProvider } from '../data/providers/pageDataProvider';
import { lazyComponent } from '../lib/lazyComponent';
import type { PluginRegistry } from '../plugin';
import { type ValidatorLoader, ValidatorLoaderContext } from './crud/usePageValidator';
import { LoadingSpinner } from './LoadingSpinner';

// Each kind loads when first shown: the home dashboard never downloads the table, the form or the detail code.
// lazyComponent, not React.lazy: no Suspense boundary, so React's reveal throttle never holds a
// page back after its code arrived (it delayed a table's first list request by ~100 ms).
const Loading = () => {
  const { t } = useTranslation();
  return <LoadingSpinner label={t('jimu.common.loading')} place="view" />;
};
const kind = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyComponent(() => loadChunk(load), Loading, { rethrow: true });
const CrudPage = kind(() => import('./crud/CrudPage').then((m) => m.CrudPage));
const FormPage = kind(() => import('./form/FormPage').then((m) => m.FormPage));
const DetailPage = kind(() => import('./detail/DetailPage').then((m) => m.DetailPage));
const DashboardPage = kind(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage));
const RENDERERS: Record<PageConfig['kind'], { preload(): Promise<unknown> }> = {
  crud: CrudPage,
  form: FormPage,
  detail: DetailPage,
  dashboard: DashboardPage,
};

/**
 * Starts loading the renderer of a page kind, so it arrives with the page's config rather than
 * after it (runtime/app/ConfigRoute.tsx knows the kind before the config).
 *
 * @example void preloadPageKind('crud');
 */
export const preloadPageKind = (pageKind: PageConfig['kind']): Promise<unknown> =>
  RENDERERS[pageKind]?.preload() ?? Promise.resolve();

export interface ConfigPageProps {
  /** The page's file name: `page: users` → `users`. */
  name: string;
  page: PageConfig;
  http: HttpClient;
  /** The signed-in user (the session context has this shape): decides which buttons and columns exist. */
  subject: AccessSubject;
  registry: PluginRegistry;
  /** The Semi icons the build bundled (jimu:icons), for action and card icons. */
  icons?: Record<string, ComponentType>;
  /** Replaces the provider `page.provider` names (tests, benches). */
  provider?: DataProvider;
  /** Replaces the build's precompiled validators (tests render pages outside a `jimu build` bundle). */
  loadValidator?: ValidatorLoader;
}

/**
 * Renders a config page (`config/pages/<name>.yaml`) by its kind — crud, form, detail or
 * dashboard — inside an AccessProvider for `subject`, with the route's query and parameters
 * (a detail page's id; a list's preset search). Each kind loads when first shown.
 *
 * @example
 * <ConfigPage name="users" page={manifest.pages.users} http={runtime.http} subject={session} registry={runtime.registry} />
 */
export function ConfigPage(props: ConfigPageProps) {
  const { name, page, http, subject, registry, icons, loadValidator } = props;
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  // The page's provider: a plugin's, its api mapping over envelope/rest, or the built-in one.
  const provider = useMemo(
    () =>
      props.provider ??
      pageDataProvider(page as PageBackend, http, registry, {
        where: `pages/${name}.yaml`,
        t: (key, values) => i18n.t(key, values),
      }),
    [props.provider, page, http, registry, name, i18n],
  );

  let content: JSX.Element;
  switch (page.kind) {
    case 'crud':
      content = (
        <CrudPage
          name={name}
          page={page}
          provider={provider}
          http={http}
          registry={registry}
          icons={icons}
          query={query}
          navigate={navigate}
        />
      );
      break;
    case 'form':
      content = <FormPage name={name} page={page} http={http} registry={registry} />;
      break;
    case 'detail':
      content = <DetailPage page={page} provider={provider} registry={registry} id={params.id ?? query.id} />;
      break;
    case 'dashboard':
      content = (
        <DashboardPage page={page} http={http} provider={provider} registry={registry} icons={icons} />
      );
      break;
    default:
      content = (
        <p className="jimu-page-problem" role="alert">
          {t('jimu.crud.unknownKind', { kind: (page as { kind: string }).kind })}
        </p>
      );
  }
  const fallback = <LoadingSpinner label={t('jimu.common.loading')} place="view" />;
  const withValidators = loadValidator ? (
    <ValidatorLoaderContext.Provider value={loadValidator}>{content}</ValidatorLoaderContext.Provider>
  ) : (
    content
  );
  return (
    <AccessProvider subject={subject}>
      <Suspense fallback={fallback}>{withValidators}</Suspense>
    </AccessProvider>
  );
}

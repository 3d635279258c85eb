import icons from 'jimu:icons';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageConfig } from '../../schemas/types.gen';
import type { AccessSubject } from '../access/can';
import { loadChunk } from '../data/loadChunk';
import { lazyComponent } from '../lib/lazyComponent';
import { LoadingSpinner } from '../pages/LoadingSpinner';
import type { PluginRegistry } from '../plugin/createPluginRegistry';
import { NotBuiltYetPage } from '../shell/NotBuiltYetPage';
import type { PageCatalog } from './createPageCatalog';
import { useRuntime } from './RuntimeContext';

// CRUD, forms and tables load only when a config page is first shown (not with login or the shell).
// lazyComponent (no Suspense boundary): React's reveal throttle never holds the page back.
const ConfigPage = lazyComponent(
  () => loadChunk(() => import('../pages/ConfigPage')).then((m) => m.ConfigPage),
  PageLoading,
  { rethrow: true },
);

function PageLoading() {
  const { t } = useTranslation();
  return <LoadingSpinner label={t('jimu.common.loading')} place="view" />;
}

type PageState = { status: 'loading' } | { status: 'ready'; page: PageConfig | undefined };

/**
 * Loads what a config page's first render needs — its config, the page renderer and the renderer
 * of its kind — so that a ConfigRoute mounted afterwards draws the page at once (prepareView.ts).
 *
 * @example await preloadConfigRoute(pages, 'users');
 */
export function preloadConfigRoute(pages: PageCatalog, name: string): Promise<unknown> {
  const pageKind = pages.kind(name);
  return Promise.all([
    loadChunk(() => pages.load(name)),
    ConfigPage.preload(),
    pageKind && loadChunk(() => import('../pages/ConfigPage')).then((m) => m.preloadPageKind(pageKind)),
  ]);
}

/**
 * A route that shows a config page (`page: users`). Each page's config loads on its own (the
 * console's `PageCatalog`), beside the page renderer when the page is first shown; a name no
 * page has shows the marked placeholder; a failed load reaches the route's error boundary. The
 * catalog and the signed-in user are read through selectors, so the page follows them.
 *
 * @example <ConfigRoute name="users" registry={registry} />
 */
export function ConfigRoute({ name, registry }: { name: string; registry: PluginRegistry }) {
  const runtime = useRuntime();
  const pages = useSelector(runtime.console, (s) => s.context.pages);
  const user = useSelector(runtime.session, (s) => s.context);
  const subject = useMemo<AccessSubject>(
    () => ({ roles: user.roles, permissions: user.permissions, admin: user.admin }),
    [user.roles, user.permissions, user.admin],
  );
  const known = pages.loaded(name);
  const [state, setState] = useState<PageState>(() =>
    known ? { status: 'ready', page: known } : { status: 'loading' },
  );
  useEffect(() => {
    if (state.status === 'ready') return;
    let live = true;
    // The renderer for the page's kind downloads beside the page's config, not after it.
    const pageKind = pages.kind(name);
    void loadChunk(() => import('../pages/ConfigPage'))
      .then((m) => pageKind && m.preloadPageKind(pageKind))
      .catch(() => undefined);
    loadChunk(() => pages.load(name)).then(
      (page) => live && setState({ status: 'ready', page }),
      (error: unknown) =>
        live &&
        setState(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [pages, name, state.status]);
  if (state.status === 'loading') return <PageLoading />;
  if (!state.page) return <NotBuiltYetPage name={`page: ${name}`} />;
  return (
    <ConfigPage
      name={name}
      page={state.page}
      http={runtime.http}
      subject={subject}
      registry={registry}
      icons={icons}
    />
  );
}

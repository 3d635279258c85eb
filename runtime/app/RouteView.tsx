import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { loadChunk } from '../data/loadChunk';
import { type LazyComponent, lazyComponent } from '../lib/lazyComponent';
import { LoadingSpinner } from '../pages/LoadingSpinner';
import { UnresolvedPage } from '../pages/UnresolvedPage';
import type { PluginRegistry } from '../plugin/createPluginRegistry';
import type { RuntimeRoute } from '../routing/RuntimeRoute';
import { CurrentViewContext } from '../shell/CurrentViewContext';
import { ConfigRoute, preloadConfigRoute } from './ConfigRoute';
import type { PageCatalog } from './createPageCatalog';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function ViewLoading() {
  const { t } = useTranslation();
  return <LoadingSpinner label={t('jimu.common.loading')} place="view" />;
}

const screens = new Map<string, LazyComponent<object>>();

/** The plugin screen a route names (`<plugin>/<name>`), loaded the first time it shows, then kept. */
function pluginScreen(registry: PluginRegistry, ref: string): LazyComponent<object> {
  let screen = screens.get(ref);
  if (!screen) {
    const load = registry.component(ref);
    screen = lazyComponent(() => loadChunk(load).then((m) => m.default), ViewLoading, { rethrow: true });
    screens.set(ref, screen);
  }
  return screen;
}

/**
 * Loads what a route's view draws in its first render — a plugin screen's code, or a config
 * page's config and renderers — so that a RouteView mounted afterwards shows it whole at once
 * (the first view of a page load waits for it, useFirstView.ts). Never rejects: a failed load is
 * the view's to show when it mounts.
 *
 * @example await prepareView(route, registry, pages);
 */
export function prepareView(
  route: RuntimeRoute,
  registry: PluginRegistry,
  pages: PageCatalog,
): Promise<void> {
  return Promise.resolve()
    .then(() => {
      if (route.unresolved !== undefined) return undefined;
      if (route.component) return pluginScreen(registry, route.component).preload();
      return preloadConfigRoute(pages, route.page ?? route.name);
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

export interface RouteViewProps {
  route: RuntimeRoute;
  registry: PluginRegistry;
  /** The view's key (its tab key, or the path): what `useCurrentTab` answers inside it. */
  viewKey?: string;
  onError?: (error: Error) => void;
}

/**
 * What a route shows: a plugin component (loaded when first shown), a config page, or — for a
 * server route naming an unknown component — a visible placeholder. Errors stay inside the view.
 */
export function RouteView({ route, registry, viewKey, onError }: RouteViewProps) {
  const { t } = useTranslation();
  const location = useLocation();
  let content: JSX.Element;
  if (route.unresolved !== undefined) {
    content = <UnresolvedPage name={route.unresolved} />;
  } else if (route.component) {
    const Component = pluginScreen(registry, route.component);
    content = <Component />;
  } else {
    content = <ConfigRoute name={route.page ?? route.name} registry={registry} />;
  }
  return (
    <CurrentViewContext.Provider value={viewKey ?? null}>
      <RouteErrorBoundary
        resetKey={route.path}
        visit={location.key}
        title={t('jimu.error.loadFailed')}
        outage={{ title: t('jimu.error.offline'), detail: t('jimu.error.offlineDetail') }}
        codeFailure={{
          title: t('jimu.error.codeFailed'),
          detail: t('jimu.error.codeFailedDetail'),
          reloadLabel: t('jimu.error.reload'),
        }}
        retryLabel={t('jimu.error.retry')}
        onError={onError}
      >
        <Suspense fallback={<LoadingSpinner label={t('jimu.common.loading')} place="view" />}>
          {content}
        </Suspense>
      </RouteErrorBoundary>
    </CurrentViewContext.Provider>
  );
}

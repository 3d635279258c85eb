import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../data/loadChunk';
import { LoadingSpinner } from '../pages/LoadingSpinner';
import { UnresolvedPage } from '../pages/UnresolvedPage';
import type { PluginRegistry } from '../plugin/createPluginRegistry';
import type { RuntimeRoute } from '../routing/RuntimeRoute';
import { CurrentViewContext } from '../shell/CurrentViewContext';
import { ConfigRoute } from './ConfigRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const lazyCache = new Map<string, ComponentType>();

function lazyComponent(registry: PluginRegistry, ref: string): ComponentType {
  let component = lazyCache.get(ref);
  if (!component) {
    const load = registry.component(ref);
    component = lazy(() => loadChunk(load));
    lazyCache.set(ref, component);
  }
  return component;
}

export interface RouteViewProps {
  route: RuntimeRoute;
  registry: PluginRegistry;
  /** The view's key (its tab key, or the path): what `useCurrentTab` answers inside it. */
  viewKey?: string;
  onError?: (error: Error) => void;
}

/**
 * What a route shows: a plugin component (loaded as its own chunk), a config page, or — for a
 * server route naming an unknown component — a visible placeholder. Errors stay inside the view.
 */
export function RouteView({ route, registry, viewKey, onError }: RouteViewProps) {
  const { t } = useTranslation();
  let content: JSX.Element;
  if (route.unresolved !== undefined) {
    content = <UnresolvedPage name={route.unresolved} />;
  } else if (route.component) {
    const Component = lazyComponent(registry, route.component);
    content = <Component />;
  } else {
    content = <ConfigRoute name={route.page ?? route.name} registry={registry} />;
  }
  return (
    <CurrentViewContext.Provider value={viewKey ?? null}>
      <RouteErrorBoundary resetKey={route.path} title={t('jimu.error.loadFailed')} onError={onError}>
        <Suspense fallback={<LoadingSpinner label={t('jimu.common.loading')} place="view" />}>
          {content}
        </Suspense>
      </RouteErrorBoundary>
    </CurrentViewContext.Provider>
  );
}

// The config's icons load with the signed-in console, not with the login screen.
import icons from 'jimu:icons';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../data/loadChunk';
import { NotBuiltYetPage } from '../pages/NotBuiltYetPage';
import { UnresolvedPage } from '../pages/UnresolvedPage';
import type { PluginRegistry } from '../plugin/createPluginRegistry';
import type { RuntimeRoute } from '../routing/RuntimeRoute';
// By file: the shell's controls barrel names more than this lazy chunk needs.
import { Spinner } from '../shell/controls/Spinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RuntimeContext } from './RuntimeContext';

// CRUD, forms and tables load only when a config page is first shown (not with login or the shell).
const ConfigPage = lazy(() =>
  loadChunk(() => import('../pages/ConfigPage')).then((m) => ({ default: m.ConfigPage })),
);

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
  onError?: (error: Error) => void;
}

/**
 * What a route shows: a plugin component (loaded as its own chunk), a config page, or — for a
 * server route naming an unknown component — a visible placeholder. Errors stay inside the view.
 */
export function RouteView({ route, registry, onError }: RouteViewProps) {
  const { t } = useTranslation();
  let content: JSX.Element;
  if (route.unresolved !== undefined) {
    content = <UnresolvedPage name={route.unresolved} />;
  } else if (route.component) {
    const Component = lazyComponent(registry, route.component);
    content = <Component />;
  } else {
    // A config page: RuntimeContext.Consumer (not a hook) keeps this branch free of hook-order changes.
    const name = route.page ?? route.name;
    content = (
      <RuntimeContext.Consumer>
        {(runtime) => {
          const page = runtime?.manifest.pages[name];
          if (!runtime || !page) return <NotBuiltYetPage name={`page: ${name}`} />;
          return (
            <ConfigPage
              name={name}
              page={page}
              http={runtime.http}
              subject={runtime.session.getSnapshot().context}
              registry={registry}
              icons={icons}
            />
          );
        }}
      </RuntimeContext.Consumer>
    );
  }
  return (
    <RouteErrorBoundary resetKey={route.path} title={t('jimu.error.loadFailed')} onError={onError}>
      <Suspense fallback={<Spinner tip={t('jimu.common.loading')} />}>{content}</Suspense>
    </RouteErrorBoundary>
  );
}

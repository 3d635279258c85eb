import icons from 'jimu:icons';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageConfig } from '../../schemas/types.gen';
import { loadChunk } from '../data/loadChunk';
import { NotBuiltYetPage } from '../pages/NotBuiltYetPage';
import type { PluginRegistry } from '../plugin/createPluginRegistry';
import { Spinner } from '../shell/controls/Spinner';
import { useRuntime } from './RuntimeContext';

// CRUD, forms and tables load only when a config page is first shown (not with login or the shell).
const loadConfigPage = () => loadChunk(() => import('../pages/ConfigPage'));
const ConfigPage = lazy(() => loadConfigPage().then((m) => ({ default: m.ConfigPage })));

type PageState = { status: 'loading' } | { status: 'ready'; page: PageConfig | undefined };

/**
 * A route that shows a config page (`page: users`). Each page's config is a chunk of its own
 * (`Runtime.loadPage`), loaded beside the page renderer when the page is first shown; a name no
 * page has shows the marked placeholder; a failed load reaches the route's error boundary.
 *
 * @example <ConfigRoute name="users" registry={runtime.registry} />
 */
export function ConfigRoute({ name, registry }: { name: string; registry: PluginRegistry }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const known = runtime.manifest.pages[name];
  const [state, setState] = useState<PageState>(() =>
    known ? { status: 'ready', page: known } : { status: 'loading' },
  );
  useEffect(() => {
    if (state.status === 'ready') return;
    let live = true;
    // The renderer downloads beside the page's config, not after it.
    void loadConfigPage().catch(() => undefined);
    loadChunk(() => runtime.loadPage(name)).then(
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
  }, [runtime, name, state.status]);
  if (state.status === 'loading') return <Spinner tip={t('jimu.common.loading')} />;
  if (!state.page) return <NotBuiltYetPage name={`page: ${name}`} />;
  return (
    <ConfigPage
      name={name}
      page={state.page}
      http={runtime.http}
      subject={runtime.session.getSnapshot().context}
      registry={registry}
      icons={icons}
    />
  );
}

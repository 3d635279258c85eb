import Button from '@douyinfe/semi-ui/lib/es/button';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuntimeRoute } from '../../../runtime/routing';

export type ShowcaseSheetKind = 'config' | 'source';

export interface ShowcaseSheetProps {
  kind: ShowcaseSheetKind;
  route: RuntimeRoute | undefined;
  config?: unknown;
  source: () => Promise<{ default: string }>;
  onClose(): void;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; text: string }
  | { status: 'error'; message: string };

/** The route entry as the manifest holds it (no children), plus what the demo hands the runtime. */
async function configText(
  route: RuntimeRoute | undefined,
  config: unknown,
  heading: string,
): Promise<string> {
  const { stringify } = await import('yaml');
  const entry = route ? { ...route, children: undefined } : {};
  const text = stringify(JSON.parse(JSON.stringify(entry)));
  return config === undefined ? text : `${text}\n# ${heading}\n${stringify(config)}`;
}

/**
 * The side sheet of 查看配置 / 查看源码. Its text is loaded when it opens (the yaml writer, the
 * demo's source chunk), never with the demo; a failed load says why and offers a retry.
 */
export function ShowcaseSheet({ kind, route, config, source, onClose }: ShowcaseSheetProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load after a failure
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    const load =
      kind === 'config'
        ? configText(route, config, t('showcase.page.passedConfig'))
        : source().then((module) => module.default);
    load.then(
      (text) => live && setLoaded({ status: 'ready', text }),
      (error: Error) => live && setLoaded({ status: 'error', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [kind, route, config, source, t, attempt]);
  const phone = typeof window !== 'undefined' && window.innerWidth < 768;
  return (
    <SideSheet
      visible
      closeOnEsc
      title={t(kind === 'config' ? 'showcase.page.configTitle' : 'showcase.page.sourceTitle')}
      width={phone ? '100%' : 720}
      onCancel={onClose}
    >
      {loaded.status === 'loading' && <p role="status">{t('showcase.page.loading')}</p>}
      {loaded.status === 'error' && (
        <div role="alert">
          <p>{t('showcase.page.loadFailed', { message: loaded.message })}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('showcase.page.retry')}</Button>
        </div>
      )}
      {loaded.status === 'ready' && (
        <pre className="jimu-showcase-code" data-testid={`showcase-${kind}-text`}>
          {loaded.text}
        </pre>
      )}
    </SideSheet>
  );
}

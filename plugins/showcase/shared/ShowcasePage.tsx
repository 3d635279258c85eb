import Button from '@douyinfe/semi-ui/lib/es/button';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useCurrentTab, usePluginServices } from '../../../runtime/plugin';
import { findRoute, useCloseWhenLeft } from '../../../runtime/routing';
import { ShowcaseSheet, type ShowcaseSheetKind } from './ShowcaseSheet';
import './showcase.css';
import { useTranslation } from 'react-i18next';

export interface ShowcasePageProps {
  /** The screen's name: `data-testid="showcase-<name>"`, strings `showcase.<name>.description`. */
  name: string;
  /** What the demo draws with, with its size: `['echarts 6 · 203 KB']`. */
  libraries?: readonly string[];
  /** The upstream screen it mirrors, as text (works offline): `vab pro permission/index.vue`. */
  reference: string;
  /** The demo's own file as text, loaded only on 查看源码: `() => import('./EchartsShowcase.tsx?source')`. */
  source: () => Promise<{ default: string }>;
  /** The schema or page config the demo hands to the runtime, shown under 查看配置. */
  config?: unknown;
  /** Buttons beside the frame's own. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every showcase screen shares: the route's title (its run-time meta,
 * so a dynamicMeta change shows here), a one-line description, library tags, 查看配置 (the route
 * entry as YAML), 查看源码 (the demo's file, downloaded on click) and the reference line.
 *
 * @example
 * <ShowcasePage name="echarts" libraries={['echarts 6 · 203 KB']} reference="vab pro echarts/index.vue"
 *   source={() => import('./EchartsShowcase.tsx?source')}>…</ShowcasePage>
 */
export function ShowcasePage({
  name,
  libraries = [],
  reference,
  source,
  config,
  actions,
  children,
}: ShowcasePageProps) {
  const { t } = useTranslation();
  const { routes } = usePluginServices();
  const { key } = useCurrentTab();
  const [sheet, setSheet] = useState<ShowcaseSheetKind | null>(null);
  useCloseWhenLeft(sheet !== null, () => setSheet(null));
  const route = useMemo(() => findRoute(routes, key)?.chain.at(-1), [routes, key]);
  const title = route?.meta.title ? t(route.meta.title) : name;
  return (
    <div className="jimu-showcase" data-testid={`showcase-${name}`}>
      <header className="jimu-showcase-header">
        <div className="jimu-showcase-heading">
          <Typography.Title heading={4} className="jimu-showcase-title" data-testid="showcase-title">
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{t(`showcase.${name}.description`)}</Typography.Text>
          {libraries.length > 0 && (
            <div className="jimu-showcase-tags" title={t('showcase.page.library')}>
              {libraries.map((library) => (
                <Tag key={library} color="blue" size="small">
                  {library}
                </Tag>
              ))}
            </div>
          )}
          <Typography.Text type="tertiary" size="small" data-testid="showcase-reference">
            {t('showcase.page.reference')}: {reference}
          </Typography.Text>
        </div>
        <div className="jimu-showcase-actions">
          {actions}
          <Button data-testid="showcase-view-config" onClick={() => setSheet('config')}>
            {t('showcase.page.viewConfig')}
          </Button>
          <Button data-testid="showcase-view-source" onClick={() => setSheet('source')}>
            {t('showcase.page.viewSource')}
          </Button>
        </div>
      </header>
      <div className="jimu-showcase-body">{children}</div>
      {sheet && (
        <ShowcaseSheet
          kind={sheet}
          route={route}
          config={config}
          source={source}
          onClose={() => setSheet(null)}
        />
      )}
    </div>
  );
}

import { type ComponentType, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardCard as DashboardCardConfig } from '../../../schemas/types.gen';
import type { CellContext } from '../../cells/CellContext';
import { type HttpClient, readSource, useApiConfig } from '../../data';
import { lazyComponent } from '../../lib/lazyComponent';
import type { PluginRegistry } from '../../plugin';
import '../crud/button.css';
import '../crud/requestState.css';
import { useRequest } from '../crud/useRequest';
import { valueAt } from '../crud/valueAt';

export interface DashboardCardProps {
  card: DashboardCardConfig;
  http: HttpClient;
  icons?: Record<string, ComponentType>;
  cellContext: Omit<CellContext, 'registry'>;
  registry: PluginRegistry;
}

// The cells' code comes only with a card that names a cell.
const CardCell = lazyComponent(() => import('./CardCell').then((m) => m.CardCell));

/**
 * One dashboard card: a fixed value, or the `field` of what its source gives (a call app.yaml
 * `api.sources` names: any method, a total read like a list's) or of its GET endpoint's answer
 * (the envelope's data), drawn by its cell renderer (text by default). Its own request has a
 * skeleton while loading and a retry link when it fails; the other cards are not affected.
 *
 * @example <DashboardCard card={{ title: 'page.home.users', source: 'users' }} http={http} … />
 */
export function DashboardCard({ card, http, icons, cellContext, registry }: DashboardCardProps) {
  const { t, i18n } = useTranslation();
  const api = useApiConfig();
  const fixed = card.value !== undefined || (!card.endpoint && !card.source);
  const request = useRequest(async () => {
    if (fixed) return card.value;
    const read = card.source
      ? await readSource(http, api, card.source, { t: (key, values) => i18n.t(key, values) })
      : (await http.get(card.endpoint as string)).data;
    return card.field ? valueAt(read, card.field) : read;
  }, [http, api, i18n, card.source, card.endpoint, card.field, card.value]);
  const Icon = card.icon ? icons?.[card.icon] : undefined;
  const titleId = useId();
  let content: JSX.Element;
  if (request.status === 'error') {
    content = (
      <div className="jimu-dashboard-failed" role="alert">
        <span>{t('jimu.crud.loadFailed')}</span>
        <button
          type="button"
          className="jimu-btn jimu-btn-borderless jimu-btn-small"
          onClick={request.retry}
          data-testid="crud-retry"
        >
          {t('jimu.crud.retry')}
        </button>
      </div>
    );
  } else if (request.status === 'loading') {
    content = (
      <div className="jimu-dashboard-loading" role="status" aria-label={t('jimu.crud.loading')}>
        <span className="jimu-skeleton-line" />
      </div>
    );
  } else {
    const value = request.data;
    content = (
      <div className="jimu-dashboard-value" data-testid="dashboard-value">
        {card.cell ? (
          <CardCell cell={card.cell} value={value} context={cellContext} registry={registry} />
        ) : typeof value === 'object' && value !== null ? (
          JSON.stringify(value)
        ) : (
          String(value ?? '—')
        )}
      </div>
    );
  }
  return (
    <section
      className="jimu-dashboard-card"
      aria-labelledby={titleId}
      // the span (of 24 columns) as a variable, so narrow screens can override it in CSS
      style={{ '--jimu-card-span': card.span ?? 6 }}
    >
      <header className="jimu-dashboard-card-title">
        {Icon && <Icon />}
        <span id={titleId}>{t(card.title)}</span>
      </header>
      <div className="jimu-dashboard-card-body">{content}</div>
    </section>
  );
}

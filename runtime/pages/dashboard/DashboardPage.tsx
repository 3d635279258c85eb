import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPageConfig } from '../../../schemas/types.gen';
import type { CellContext } from '../../cells/CellContext';
import type { DataProvider, HttpClient } from '../../data';
import type { PluginRegistry } from '../../plugin';
import { DashboardCard } from './DashboardCard';
import '../crud/crud.css';

export interface DashboardPageProps {
  page: DashboardPageConfig;
  http: HttpClient;
  provider: DataProvider;
  registry: PluginRegistry;
  icons?: Record<string, ComponentType>;
}

/**
 * A grid of cards on 24 columns (each card's `span`, 6 by default): the home page's figures.
 *
 * @example <DashboardPage page={homePage} http={http} provider={provider} registry={registry} />
 */
export function DashboardPage({ page, http, provider, registry, icons }: DashboardPageProps) {
  const { t, i18n } = useTranslation();
  const cellContext = useMemo<Omit<CellContext, 'registry'>>(
    () => ({
      t,
      language: i18n.language,
      provider,
      resource: '',
      rowKey: 'id',
      canEdit: false,
      onSaved: () => {},
    }),
    [t, i18n.language, provider],
  );
  return (
    <div className="jimu-dashboard" data-testid="dashboard">
      {page.cards.map((card) => (
        <DashboardCard
          key={`${card.title}:${card.source ?? card.endpoint ?? ''}:${card.field ?? ''}`}
          card={card}
          http={http}
          icons={icons}
          cellContext={cellContext}
          registry={registry}
        />
      ))}
    </div>
  );
}

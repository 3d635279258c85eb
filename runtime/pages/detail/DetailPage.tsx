import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailPageConfig } from '../../../schemas/types.gen';
import type { CellContext } from '../../cells/CellContext';
import { createCellRegistry } from '../../cells/createCellRegistry';
import { renderColumnCell } from '../../cells/renderCell';
import type { DataProvider } from '../../data';
import type { PluginRegistry } from '../../plugin';
import { LoadFailed, LoadingBlock } from '../crud/RequestState';
import { useRequest } from '../crud/useRequest';
import '../crud/crud.css';

export interface DetailPageProps {
  page: DetailPageConfig;
  provider: DataProvider;
  registry: PluginRegistry;
  /** The record's id, from the route's parameters or query (`?id=7`, `/detail/:id`). */
  id?: string;
}

/**
 * One record, read-only, field by field (a detail route opens one tab per id, so each tab
 * mounts its own DetailPage with its own id). A missing id or an unknown record shows why,
 * with a retry for failed loads; never a blank page.
 *
 * @example <DetailPage page={articlePage} provider={provider} registry={registry} id="7" />
 */
export function DetailPage({ page, provider, registry, id }: DetailPageProps) {
  const { t, i18n } = useTranslation();
  const request = useRequest(
    () => (id ? provider.getOne<Record<string, unknown>>(page.resource, id) : Promise.resolve(undefined)),
    [provider, page.resource, id],
  );
  const cellContext = useMemo<CellContext>(
    () => ({
      t,
      language: i18n.language,
      registry: createCellRegistry(registry.cells()),
      provider,
      resource: page.resource,
      rowKey: 'id',
      canEdit: false,
      onSaved: () => {},
    }),
    [t, i18n.language, registry, provider, page.resource],
  );
  if (!id)
    return <Empty className="jimu-crud-empty" description={t('jimu.crud.missingId', { param: 'id' })} />;
  if (request.status === 'error') return <LoadFailed error={request.error} onRetry={request.retry} />;
  if (request.status === 'loading' || !request.data) return <LoadingBlock rows={page.fields.length} />;
  const record = request.data;
  return (
    <div className="jimu-config-page jimu-detail" data-testid="detail" data-id={id}>
      <Typography.Title heading={5}>{t(page.title)}</Typography.Title>
      {page.fields.map((field) => (
        <div key={field.field} className="jimu-detail-field" data-field={field.field}>
          <Typography.Text type="tertiary">{t(field.title)}</Typography.Text>
          <div>{renderColumnCell(field, record, cellContext)}</div>
        </div>
      ))}
    </div>
  );
}

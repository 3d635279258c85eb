import Button from '@douyinfe/semi-ui/lib/es/button';
import Card from '@douyinfe/semi-ui/lib/es/card';
import Skeleton from '@douyinfe/semi-ui/lib/es/skeleton';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { ComponentType, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardCard as DashboardCardConfig } from '../../../schemas/types.gen';
import type { CellContext } from '../../cells/CellContext';
import { renderCell } from '../../cells/renderCell';
import type { HttpClient } from '../../data';
import { useRequest } from '../crud/useRequest';
import { valueAt } from '../crud/valueAt';

export interface DashboardCardProps {
  card: DashboardCardConfig;
  http: HttpClient;
  icons?: Record<string, ComponentType>;
  cellContext: CellContext;
}

/**
 * One dashboard card: a fixed value, or the `field` of an endpoint's answer (the envelope's data),
 * drawn by its cell renderer (text by default). Its own request has a skeleton while loading and
 * a retry link when it fails; the other cards are not affected.
 *
 * @example <DashboardCard card={{ title: 'page.home.users', endpoint: '/userManagement/getList', field: 'total' }} http={http} … />
 */
export function DashboardCard({ card, http, icons, cellContext }: DashboardCardProps) {
  const { t } = useTranslation();
  const fixed = card.value !== undefined || !card.endpoint;
  const request = useRequest(async () => {
    if (fixed) return card.value;
    const { data } = await http.get(card.endpoint as string);
    return card.field ? valueAt(data, card.field) : data;
  }, [http, card.endpoint, card.field, card.value]);
  const Icon = card.icon ? icons?.[card.icon] : undefined;
  let content: JSX.Element;
  if (request.status === 'error') {
    content = (
      <Space>
        <Typography.Text type="danger">{t('jimu.crud.loadFailed')}</Typography.Text>
        <Button size="small" theme="borderless" onClick={request.retry} data-testid="crud-retry">
          {t('jimu.crud.retry')}
        </Button>
      </Space>
    );
  } else if (request.status === 'loading') {
    content = <Skeleton active loading placeholder={<Skeleton.Title style={{ width: 80, height: 32 }} />} />;
  } else {
    const value = request.data;
    content = (
      <div className="jimu-dashboard-value" data-testid="dashboard-value">
        {card.cell
          ? renderCell(card.cell, value, {}, cellContext)
          : typeof value === 'object' && value !== null
            ? JSON.stringify(value)
            : String(value ?? '—')}
      </div>
    );
  }
  return (
    <Card
      className="jimu-dashboard-card"
      // the span (of 24 columns) as a variable, so narrow screens can override it in CSS
      style={{ '--jimu-card-span': card.span ?? 6 } as CSSProperties}
      title={
        <Space>
          {Icon && <Icon />}
          <span>{t(card.title)}</span>
        </Space>
      }
    >
      {content}
    </Card>
  );
}

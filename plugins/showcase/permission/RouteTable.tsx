import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import type { RuntimeRoute } from '../../../runtime/routing';
import { Table } from '../../../runtime/ui/semi';
import { ruleText } from './rules';

interface RouteRow {
  key: string;
  name: string;
  path: string;
  component: string;
  title: string;
  icon: string;
  badge: string;
  hidden: boolean;
  noKeepAlive: boolean;
  permission: string;
  children?: RouteRow[];
}

function toRows(routes: readonly RuntimeRoute[], t: (key: string) => string): RouteRow[] {
  return routes.map((route) => {
    const meta = route.meta ?? {};
    const target = route;
    return {
      key: route.path,
      name: route.name,
      path: route.path,
      component: target.component ?? (target.page ? `page: ${target.page}` : ''),
      title: meta.title ? t(meta.title) : '',
      icon: meta.icon ?? '',
      badge: meta.badge === undefined ? '' : String(meta.badge),
      hidden: meta.hidden === true,
      noKeepAlive: meta.noKeepAlive === true,
      permission: meta.permission ? ruleText(meta.permission) : '',
      children: route.children?.length ? toRows(route.children, t) : undefined,
    };
  });
}

const FIELDS = [
  'title',
  'name',
  'path',
  'component',
  'icon',
  'badge',
  'hidden',
  'noKeepAlive',
  'permission',
] as const;

/** The signed-in account's routes (filtered by permission, run-time meta applied) as a tree table. */
export function RouteTable() {
  const { t } = useTranslation();
  const { routes } = usePluginServices();
  const rows = useMemo(() => toRows(routes, t), [routes, t]);
  const columns = FIELDS.map((field) => ({
    title: t(`showcase.permission.columns.${field}`),
    dataIndex: field,
    render: (value: unknown) =>
      typeof value === 'boolean'
        ? t(value ? 'showcase.permission.yes' : 'showcase.permission.no')
        : String(value ?? ''),
  }));
  return (
    <section className="jimu-showcase-card" data-testid="showcase-permission-routes">
      <h3>{t('showcase.permission.routes')}</h3>
      <Table
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        defaultExpandAllRows
        scroll={{ x: 960 }}
        rowKey="key"
      />
    </section>
  );
}

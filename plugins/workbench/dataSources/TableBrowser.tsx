import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import List from '@douyinfe/semi-ui/lib/es/list';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import { Table } from '../../../runtime/ui/semi';
import { refusalOf } from '../shared/errors';
import type { Source, TableInfo } from './types';

/** A table of the list: `rowCount` is exact, an estimate (`rowCountEstimated`), or null (unknown). */
type Summary = { name: string; rowCount: number | null; rowCountEstimated?: boolean };

/** A column's type with its length or precision and scale: `varchar(40)`, `numeric(10,2)`. */
export const typeText = (column: { type: string; length?: number; scale?: number }) =>
  column.length === undefined || /\(/.test(column.type)
    ? column.type
    : `${column.type}(${column.length}${column.scale !== undefined ? `,${column.scale}` : ''})`;

const text = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * The tables of a source: a searchable list with row counts (约 N for an estimate, — when
 * the database has none; the opened table is counted); the chosen table's columns,
 * indexes, foreign keys and sample rows (cells as text); 生成页面 opens the generator with it. A failed
 * fetch shows its message where it happened, with Retry.
 */
export function TableBrowser({
  source,
  projectId,
  canGenerate,
}: {
  source: Source;
  projectId: number;
  canGenerate: boolean;
}) {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const [tables, setTables] = useState<Summary[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<TableInfo | undefined>();
  const load = () => {
    setError(undefined);
    http.get<{ list: Summary[] }>('/workbench/dataSource/tables', { id: source.id }).then(
      (answer) => setTables(answer.data.list),
      (e: unknown) => setError(refusalOf(e).msg ?? String(e)),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the source changes
  useEffect(load, [source.id]);
  const open = (name: string) =>
    http
      .get<TableInfo>('/workbench/dataSource/table', { id: source.id, name })
      .then((answer) => setChosen(answer.data));
  if (error) {
    return (
      <Typography.Paragraph type="danger" role="alert">
        {error} <Button onClick={load}>{t('workbench.source.retry')}</Button>
      </Typography.Paragraph>
    );
  }
  return (
    <div className="wb-split">
      <div>
        <Input
          aria-label={t('workbench.common.search')}
          placeholder={t('workbench.common.search')}
          showClear
          onChange={setFilter}
        />
        <List
          size="small"
          loading={tables === undefined}
          dataSource={(tables ?? []).filter((tb) => tb.name.includes(filter))}
          renderItem={(tb) => (
            <List.Item
              onClick={() => void open(tb.name)}
              style={{ cursor: 'pointer' }}
              aria-selected={chosen?.name === tb.name}
            >
              <Typography.Text strong={chosen?.name === tb.name}>{tb.name}</Typography.Text>{' '}
              <Typography.Text type="tertiary">
                {tb.rowCount === null || tb.rowCount === undefined
                  ? '—'
                  : tb.rowCountEstimated
                    ? t('workbench.source.rowsAbout', { count: tb.rowCount })
                    : tb.rowCount}
              </Typography.Text>
            </List.Item>
          )}
        />
      </div>
      {chosen && (
        <div data-testid="wb-table-detail">
          <div className="wb-toolbar">
            <Typography.Title heading={5}>
              {chosen.name} {chosen.treeCandidate && <Tag>{t('workbench.source.tree')}</Tag>}
            </Typography.Title>
            {canGenerate && (
              <Button
                theme="solid"
                onClick={() =>
                  navigate(
                    `/workbench/project/generator/create?projectId=${projectId}&sourceId=${source.id}&table=${encodeURIComponent(chosen.name)}`,
                  )
                }
              >
                {t('workbench.source.generate')}
              </Button>
            )}
          </div>
          <Tabs>
            <TabPane tab={t('workbench.source.columns')} itemKey="columns">
              <Table
                size="small"
                rowKey="name"
                pagination={false}
                dataSource={chosen.columns}
                columns={[
                  { title: t('workbench.gen.field'), dataIndex: 'name' },
                  {
                    title: t('workbench.gen.type'),
                    dataIndex: 'type',
                    render: (_: unknown, c: TableInfo['columns'][number]) => typeText(c),
                  },
                  {
                    title: t('workbench.source.nullable'),
                    dataIndex: 'nullable',
                    render: (v: boolean) => (v ? '✓' : ''),
                  },
                  { title: t('workbench.source.default'), dataIndex: 'default', render: text },
                  {
                    title: t('workbench.source.pk'),
                    dataIndex: 'isPk',
                    render: (v: boolean) => (v ? '✓' : ''),
                  },
                  { title: t('workbench.source.comment'), dataIndex: 'comment', render: text },
                ]}
              />
            </TabPane>
            <TabPane tab={t('workbench.source.indexes')} itemKey="indexes">
              <List
                dataSource={chosen.indexes ?? []}
                emptyContent={t('workbench.common.empty')}
                renderItem={(index) => (
                  <List.Item>
                    {`${index.name} (${index.columns.join(', ')})`}{' '}
                    {index.unique && <Tag>{t('workbench.source.unique')}</Tag>}
                  </List.Item>
                )}
              />
            </TabPane>
            <TabPane tab={t('workbench.source.foreignKeys')} itemKey="fks">
              <List
                dataSource={chosen.foreignKeys}
                emptyContent={t('workbench.common.empty')}
                renderItem={(fk) => (
                  <List.Item>{`${chosen.name}.${fk.columns.join(',')} → ${fk.refTable}.${fk.refColumns.join(',')}`}</List.Item>
                )}
              />
            </TabPane>
            <TabPane tab={t('workbench.source.sample')} itemKey="sample">
              <Table
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={chosen.sample.map((row, i) => ({ ...row, __key: i }))}
                rowKey="__key"
                columns={chosen.columns.map((c) => ({ title: c.name, dataIndex: c.name, render: text }))}
              />
            </TabPane>
          </Tabs>
        </div>
      )}
    </div>
  );
}

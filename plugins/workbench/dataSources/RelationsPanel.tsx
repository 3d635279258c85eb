import Button from '@douyinfe/semi-ui/lib/es/button';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { Table } from '../../../runtime/ui/semi';
import { refusalOf } from '../shared/errors';
import type { Relation, Source } from './types';

/**
 * 关系: the relations a source's foreign keys give, each with a proposed display column the
 * person may change; 采用 one or 全部采用 (Hasura's "Track All"). Adopted relations give the
 * generator's foreign-key selects their label (the Budibase complaint: relations redefined by hand).
 */
export function RelationsPanel({ source, canWrite }: { source: Source; canWrite: boolean }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [relations, setRelations] = useState<Relation[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const load = () => {
    setError(undefined);
    http.get<{ list: Relation[] }>('/workbench/dataSource/relations', { id: source.id }).then(
      (answer) => setRelations(answer.data.list),
      (e: unknown) => setError(refusalOf(e).msg ?? String(e)),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the source changes
  useEffect(load, [source.id]);
  const save = async (chosen: Relation[], tracked: boolean) => {
    setSaving(true);
    try {
      const answer = await http.post<{ list: Relation[] }>('/workbench/dataSource/relations/save', {
        id: source.id,
        relations: chosen.map((r) => ({
          table: r.table,
          column: r.column,
          displayColumn: r.displayColumn,
          tracked,
        })),
      });
      setRelations(answer.data.list);
      if (tracked) toast('success', t('workbench.source.relationsSaved', { count: chosen.length }));
    } catch {
      // The client's error catalogue showed the refusal; what was chosen stays on screen.
    } finally {
      setSaving(false);
    }
  };
  const choose = (relation: Relation, displayColumn: string) => {
    const next = { ...relation, displayColumn };
    setRelations((list) =>
      list?.map((r) => (r.table === relation.table && r.column === relation.column ? next : r)),
    );
    // An adopted relation takes the new column at once; an open one keeps it for 采用.
    if (relation.tracked) void save([next], true);
  };
  if (error) {
    return (
      <Typography.Paragraph type="danger" role="alert">
        {error} <Button onClick={load}>{t('workbench.source.retry')}</Button>
      </Typography.Paragraph>
    );
  }
  const open = (relations ?? []).filter((r) => !r.tracked);
  return (
    <div data-testid="wb-relations">
      {canWrite && (
        <div className="wb-toolbar">
          <Button theme="solid" disabled={open.length === 0 || saving} onClick={() => void save(open, true)}>
            {t('workbench.source.trackAll')}
          </Button>
        </div>
      )}
      <Table
        size="small"
        pagination={false}
        loading={relations === undefined}
        rowKey={(r?: Relation) => (r ? `${r.table}.${r.column}` : '')}
        dataSource={relations ?? []}
        scroll={{ x: 640 }}
        empty={t('workbench.source.noRelations')}
        columns={[
          {
            title: t('workbench.source.relation'),
            dataIndex: 'column',
            render: (_: unknown, r: Relation) => `${r.table}.${r.column} → ${r.refTable}.${r.refColumn}`,
          },
          {
            title: t('workbench.source.displayColumn'),
            dataIndex: 'displayColumn',
            width: 240,
            render: (_: unknown, r: Relation) => (
              <>
                <Select
                  aria-label={`${t('workbench.source.displayColumn')} ${r.table}.${r.column}`}
                  value={r.displayColumn}
                  disabled={!canWrite || saving}
                  style={{ width: 180 }}
                  optionList={r.candidates.map((c) => ({ value: c, label: `${r.refTable}.${c}` }))}
                  onChange={(value) => choose(r, String(value))}
                />
                {!r.unique && !r.tracked && (
                  <Typography.Text type="tertiary" size="small" data-testid="wb-no-unique-column">
                    {t('workbench.source.noUniqueColumn')}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            title: t('workbench.source.status'),
            dataIndex: 'tracked',
            width: 100,
            render: (tracked: boolean) => (
              <Tag color={tracked ? 'green' : 'grey'}>
                {t(tracked ? 'workbench.source.tracked' : 'workbench.source.untracked')}
              </Tag>
            ),
          },
          ...(canWrite
            ? [
                {
                  title: '',
                  dataIndex: 'table',
                  width: 110,
                  render: (_: unknown, r: Relation) => (
                    <Button size="small" disabled={saving} onClick={() => void save([r], !r.tracked)}>
                      {t(r.tracked ? 'workbench.source.untrack' : 'workbench.source.track')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}

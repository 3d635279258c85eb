import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import { useEffect, useState } from 'react';
import { Permission } from '../../../runtime/access';
import { CellTag } from '../../../runtime/cells';
import { createFormValidator, SchemaForm } from '../../../runtime/forms';
import { LoadFailed, NoData } from '../../../runtime/pages/crud';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { Trigger } from '../../../runtime/ui/controls';
import { ShowcasePage } from '../shared/ShowcasePage';
import { ShowcasePager } from '../shared/ShowcasePager';
import { useShowcaseList } from '../shared/useShowcaseList';
import * as editForm from './listEdit.form.json?validator';
import './list.css';
import { useTranslation } from 'react-i18next';
import { useCloseWhenLeft, useViewActive } from '../../../runtime/routing';

interface Row {
  id: number;
  title: string;
  description: string;
  author: string;
  datetime: string;
  img: string;
  percentage: number;
  status: 'published' | 'draft' | 'deleted';
}
const validator = createFormValidator(editForm);
const uiSchema = { description: { 'ui:widget': 'textarea' }, status: { 'ui:widget': 'radio' } };
const COLORS = { published: 'green', draft: 'grey', deleted: 'red' } as const;
const STATUSES: readonly (keyof typeof COLORS)[] = ['published', 'draft', 'deleted'];

/** Totals per status for the header (one small request each). */
function useStats(version: number) {
  const { http } = usePluginServices();
  const [stats, setStats] = useState<Record<string, number>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: version re-counts after a save or delete
  useEffect(() => {
    const abort = new AbortController();
    Promise.all(
      ['', 'published', 'draft'].map((status) =>
        http
          .get<{ total: number }>(
            '/table/getList',
            { pageNo: 1, pageSize: 1, ...(status ? { status } : {}) },
            { signal: abort.signal },
          )
          .then(({ data }) => [status || 'total', data.total] as const),
      ),
    ).then(
      (pairs) => setStats(Object.fromEntries(pairs)),
      () => undefined,
    );
    return () => abort.abort();
  }, [http, version]);
  return stats;
}

/**
 * `/vab/list`: records as a list with stats, a status filter and title search;
 * 编辑 / 添加 open a SchemaForm modal (POST /table/doEdit), 删除 asks first (POST /table/doDelete,
 * delete:system only).
 */
export default function ListShowcase() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const rows = useShowcaseList<Row>('table', { pageNo: 1, pageSize: 10 });
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<Partial<Row> | null>(null);
  useCloseWhenLeft(editing !== null, () => setEditing(null));
  const active = useViewActive();
  const [version, setVersion] = useState(0);
  const stats = useStats(version);
  const changed = () => {
    rows.reload();
    setVersion((v) => v + 1);
  };
  const save = async (values: Record<string, unknown>) => {
    await http.post('/table/doEdit', editing?.id ? { ...values, id: editing.id } : values);
    toast('success', t('showcase.list.saved'));
    setEditing(null);
    changed();
  };
  const remove = async (row: Row) => {
    try {
      await http.post('/table/doDelete', { ids: [row.id] });
      toast('success', t('showcase.list.removed'));
      changed();
    } catch {
      // The http client showed why.
    }
  };
  return (
    <ShowcasePage
      name="list"
      reference="vab pro list/index.vue · ant-design-pro basic-list"
      source={() => import('./ListShowcase.tsx?source')}
      config={{ schema: editForm.schema, uiSchema }}
    >
      <section className="jimu-showcase-card jimu-showcase-list-stats" data-testid="showcase-list-stats">
        {(['total', 'published', 'drafts'] as const).map((key) => (
          <div key={key}>
            <span>{t(`showcase.list.${key}`)}</span>
            <strong>{stats[key === 'drafts' ? 'draft' : key] ?? '—'}</strong>
          </div>
        ))}
      </section>
      <section className="jimu-showcase-card">
        <form
          className="jimu-showcase-tags"
          onSubmit={(event) => {
            event.preventDefault();
            rows.setFilter({ title, status });
          }}
        >
          <RadioGroup
            type="button"
            aria-label={t('showcase.list.status')}
            value={status}
            data-testid="showcase-list-status"
            onChange={(event) => {
              setStatus(event.target.value);
              rows.setFilter({ title, status: event.target.value });
            }}
          >
            <Radio value="">{t('showcase.list.all')}</Radio>
            {STATUSES.map((name) => (
              <Radio key={name} value={name}>
                {t(`showcase.list.statuses.${name}`)}
              </Radio>
            ))}
          </RadioGroup>
          <Input
            aria-label={t('showcase.list.search')}
            placeholder={t('showcase.list.search')}
            value={title}
            onChange={setTitle}
            style={{ width: 200 }}
          />
          <Button htmlType="submit" theme="solid">
            {t('showcase.list.query')}
          </Button>
        </form>
        <Permission rule={{ permissions: ['write:system'] }}>
          <button type="button" className="jimu-showcase-list-add" onClick={() => setEditing({})}>
            + {t('showcase.list.add')}
          </button>
        </Permission>
        {rows.status === 'error' ? (
          <LoadFailed error={rows.error} onRetry={rows.reload} />
        ) : rows.status === 'ready' && rows.list.length === 0 ? (
          <NoData />
        ) : (
          <ul className="jimu-showcase-list">
            {rows.list.map((row) => (
              <li key={row.id} data-testid="showcase-list-item" data-id={row.id}>
                <img src={row.img} alt="" width={48} height={48} />
                <div className="jimu-showcase-list-main">
                  <strong data-testid="showcase-list-title">{row.title}</strong>
                  <span className="jimu-showcase-list-desc">{row.description}</span>
                </div>
                <div className="jimu-showcase-list-meta">
                  <span>{row.author}</span>
                  <span>{row.datetime}</span>
                </div>
                <CellTag color={COLORS[row.status]}>{t(`showcase.list.statuses.${row.status}`)}</CellTag>
                <progress max={100} value={row.percentage} aria-label={`${row.percentage}%`} />
                <span className="jimu-showcase-tags">
                  <Permission rule={{ permissions: ['write:system'] }}>
                    <Button size="small" onClick={() => setEditing(row)} data-testid="showcase-list-edit">
                      {t('showcase.list.edit')}
                    </Button>
                  </Permission>
                  <Permission rule={{ permissions: ['delete:system'] }}>
                    <Popconfirm
                      key={String(active)}
                      title={t('showcase.list.confirmRemove', { title: row.title })}
                      onConfirm={() => remove(row)}
                    >
                      <Trigger>
                        <Button size="small" type="tertiary" data-testid="showcase-list-remove">
                          {t('showcase.list.remove')}
                        </Button>
                      </Trigger>
                    </Popconfirm>
                  </Permission>
                </span>
              </li>
            ))}
          </ul>
        )}
        <ShowcasePager
          page={rows.query.pageNo}
          pageSize={rows.query.pageSize}
          total={rows.total}
          pageSizes={[10, 20]}
          onChange={rows.setPage}
        />
      </section>
      <Modal
        visible={editing !== null}
        title={t(editing?.id ? 'showcase.list.editTitle' : 'showcase.list.addTitle')}
        onCancel={() => setEditing(null)}
        footer={null}
        width={560}
      >
        {editing && (
          <SchemaForm
            idPrefix="listEdit"
            schema={editForm.schema}
            uiSchema={uiSchema}
            validator={validator}
            formData={{
              title: editing.title,
              description: editing.description,
              status: editing.status ?? 'draft',
            }}
            onSubmit={save}
            onCancel={() => setEditing(null)}
            formContext={{ http }}
          />
        )}
      </Modal>
    </ShowcasePage>
  );
}

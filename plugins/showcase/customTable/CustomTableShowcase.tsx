import Button from '@douyinfe/semi-ui/lib/es/button';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Popover from '@douyinfe/semi-ui/lib/es/popover';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import { useEffect, useState } from 'react';
import { Permission } from '../../../runtime/access';
import { createFormValidator, SchemaForm } from '../../../runtime/forms';
import { LoadFailed } from '../../../runtime/pages/crud';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { Trigger } from '../../../runtime/ui/controls';
import { ShowcasePage } from '../shared/ShowcasePage';
import { ShowcasePager } from '../shared/ShowcasePager';
import { useShowcaseList } from '../shared/useShowcaseList';
import { ColumnSettings } from './ColumnSettings';
import { type Row, useColumns } from './columns';
import * as editForm from './customTableEdit.form.json?validator';
import {
  type ColumnKey,
  DEFAULT_LAYOUT,
  DENSITIES,
  readLayout,
  saveLayout,
  type TableLayout,
} from './layout';
import './customTable.css';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../runtime/lib';
import { useCloseWhenLeft, useViewActive } from '../../../runtime/routing';
import { Table } from '../../../runtime/ui/semi';

const validator = createFormValidator(editForm);
const uiSchema = {
  description: { 'ui:widget': 'textarea' },
  status: { 'ui:widget': 'radio', 'ui:enumNames': ['option.published', 'option.draft', 'option.deleted'] },
};
const SEMI_SIZE = { large: 'default', default: 'middle', small: 'small' } as const;
const EDITABLE = [
  'title',
  'description',
  'author',
  'status',
  'pageViews',
  'switch',
  'percent',
  'rate',
  'percentage',
];

/**
 * `/vab/table/customTable`: stripes, borders with resizable columns, density, a CSS
 * full screen (Esc leaves), 列设置 with visibility and drag order; the layout persists in
 * localStorage. Add / edit / delete through the comprehensive table's edit schema.
 */
export default function CustomTableShowcase() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const rows = useShowcaseList<Row>('table', { pageNo: 1, pageSize: 10 });
  const [layout, setLayoutState] = useState<TableLayout>(readLayout);
  const [fullscreen, setFullscreen] = useState(false);
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [editing, setEditing] = useState<Partial<Row> | null>(null);
  useCloseWhenLeft(editing !== null, () => setEditing(null));
  useCloseWhenLeft(fullscreen, () => setFullscreen(false));
  const active = useViewActive();
  const setLayout = (change: Partial<TableLayout>) =>
    setLayoutState((current) => {
      const next = { ...current, ...change };
      saveLayout(next);
      return next;
    });
  const columns = useColumns(layout, setEditing, (row) => remove([row.id]));
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFullscreen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen]);
  const save = async (values: Record<string, unknown>) => {
    // A refused save throws out of onSubmit, so the form keeps every typed value.
    await http.post('/table/doEdit', editing?.id ? { ...values, id: editing.id } : values);
    toast('success', t('showcase.customTable.saved'));
    setEditing(null);
    rows.reload();
  };
  async function remove(ids: (string | number)[]) {
    try {
      await http.post('/table/doDelete', { ids });
      toast('success', t('showcase.customTable.removed'));
      setSelected((keys) => keys.filter((key) => !ids.includes(key)));
      rows.reload();
    } catch {
      // The http client showed why.
    }
  }
  const formData = editing
    ? Object.fromEntries(
        EDITABLE.filter((key) => key in editing).map((key) => [key, editing[key as keyof Row]]),
      )
    : {};
  return (
    <ShowcasePage
      name="customTable"
      libraries={['@dnd-kit/sortable 7.0.2', 'Semi Table']}
      reference="vab pro table/customTable.vue"
      source={() => import('./CustomTableShowcase.tsx?source')}
      config={{ layout, schema: editForm.schema, uiSchema }}
    >
      <section
        className={`jimu-showcase-card${fullscreen ? ' jimu-showcase-customTable-fullscreen' : ''}`}
        data-testid="showcase-customTable-card"
      >
        <div className="jimu-showcase-customTable-toolbar">
          <Permission rule={{ permissions: ['write:system'] }}>
            <Button theme="solid" onClick={() => setEditing({})} data-testid="showcase-customTable-add">
              {t('showcase.customTable.add')}
            </Button>
          </Permission>
          <Permission rule={{ permissions: ['delete:system'] }}>
            <Popconfirm
              key={String(active)}
              title={t('showcase.customTable.confirmRemoveMany', { count: selected.length })}
              onConfirm={() => remove(selected)}
              disabled={selected.length === 0}
            >
              <Trigger>
                <Button
                  type="danger"
                  disabled={selected.length === 0}
                  data-testid="showcase-customTable-removeMany"
                >
                  {t('showcase.customTable.removeMany')}
                </Button>
              </Trigger>
            </Popconfirm>
          </Permission>
          <span className="jimu-showcase-customTable-toggle">
            <Switch
              checked={layout.stripe}
              onChange={(stripe) => setLayout({ stripe })}
              aria-label={t('showcase.customTable.stripe')}
              data-testid="showcase-customTable-stripe"
            />
            {t('showcase.customTable.stripe')}
          </span>
          <span className="jimu-showcase-customTable-toggle">
            <Switch
              checked={layout.bordered}
              onChange={(bordered) => setLayout({ bordered })}
              aria-label={t('showcase.customTable.bordered')}
              data-testid="showcase-customTable-bordered"
            />
            {t('showcase.customTable.bordered')}
          </span>
          <select
            className="jimu-showcase-select"
            aria-label={t('showcase.customTable.density')}
            value={layout.density}
            onChange={(event) =>
              isOneOf(DENSITIES, event.target.value) && setLayout({ density: event.target.value })
            }
            data-testid="showcase-customTable-density"
          >
            {DENSITIES.map((value) => (
              <option key={value} value={value}>
                {t('showcase.customTable.density')}: {t(`showcase.customTable.densities.${value}`)}
              </option>
            ))}
          </select>
          <Popover
            // Semi's click popover and popconfirms have no close call: leaving the view mounts fresh, closed ones.
            key={String(active)}
            trigger="click"
            position="bottomLeft"
            showArrow
            content={
              <ColumnSettings
                order={layout.order}
                hidden={layout.hidden}
                onOrder={(order) => setLayout({ order })}
                onHidden={(hidden) => setLayout({ hidden })}
                onReset={() => {
                  saveLayout(undefined);
                  setLayoutState(DEFAULT_LAYOUT);
                }}
              />
            }
          >
            <Trigger>
              <Button data-testid="showcase-customTable-columns">
                {t('showcase.customTable.columnSettings')}
              </Button>
            </Trigger>
          </Popover>
          <Button onClick={() => setFullscreen((on) => !on)} data-testid="showcase-customTable-fullscreen">
            {t(fullscreen ? 'showcase.customTable.exitFullscreen' : 'showcase.customTable.fullscreen')}
          </Button>
        </div>
        {rows.status === 'error' ? (
          <LoadFailed error={rows.error} onRetry={rows.reload} />
        ) : (
          <div className={layout.stripe ? 'jimu-showcase-customTable-striped' : undefined}>
            <Table<Row>
              rowKey="id"
              columns={columns}
              dataSource={rows.list}
              loading={rows.status === 'loading'}
              pagination={false}
              bordered={layout.bordered}
              resizable={
                layout.bordered
                  ? {
                      onResizeStop: (resized) => {
                        // Semi types the callback with the row type; it passes the column.
                        const column = resized as unknown as { dataIndex?: string; width?: number };
                        const key = column.dataIndex as ColumnKey;
                        if (typeof column.width === 'number' && layout.order.includes(key)) {
                          setLayout({ widths: { ...layout.widths, [key]: Math.round(column.width) } });
                        }
                        return resized;
                      },
                    }
                  : false
              }
              size={SEMI_SIZE[layout.density]}
              scroll={{ x: 900 }}
              rowSelection={{
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys ?? []),
              }}
              data-testid="showcase-customTable-table"
            />
          </div>
        )}
        <ShowcasePager
          page={rows.query.pageNo}
          pageSize={rows.query.pageSize}
          total={rows.total}
          pageSizes={[10, 20, 50]}
          onChange={rows.setPage}
        />
      </section>
      <Modal
        visible={editing !== null}
        title={t(editing?.id ? 'showcase.customTable.editTitle' : 'showcase.customTable.addTitle')}
        onCancel={() => setEditing(null)}
        footer={null}
        width={560}
      >
        {editing && (
          <SchemaForm
            idPrefix="customTableEdit"
            schema={editForm.schema}
            uiSchema={uiSchema}
            validator={validator}
            formData={formData}
            onSubmit={save}
            onCancel={() => setEditing(null)}
            formContext={{ http }}
          />
        )}
      </Modal>
    </ShowcasePage>
  );
}

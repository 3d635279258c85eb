import IconBell from '@douyinfe/semi-icons/lib/es/icons/IconBell';
import IconMore from '@douyinfe/semi-icons/lib/es/icons/IconMore';
import IconRefresh from '@douyinfe/semi-icons/lib/es/icons/IconRefresh';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, IconButton, MenuButton, PopupDialog, usePopup } from '../../runtime/ui/controls';
import { Pagination } from '../../runtime/ui/pagination';
import { DataTable, type RowKey, type SortOrder, type TableColumn } from '../../runtime/ui/table';
import { PARTS, type Part, TREE } from './catalogueSamples';
import './catalogue.css';

type Row = Record<string, unknown>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      className="example-catalogue-section"
      data-testid={`catalogue-${id}`}
      aria-labelledby={`catalogue-${id}`}
    >
      <h3 id={`catalogue-${id}`}>{title}</h3>
      {children}
    </section>
  );
}

/** A popover of the kit: usePopup with a PopupDialog, a non-modal dialog that Tab or Escape leaves. */
function PopoverSample({ label, close }: { label: string; close: string }) {
  const popup = usePopup<HTMLButtonElement, HTMLDivElement>('bottomLeft');
  const { open } = popup;
  return (
    <>
      <IconButton
        ref={popup.trigger}
        label={label}
        tooltip={false}
        aria-haspopup="dialog"
        aria-expanded={open}
        testId="catalogue-popover-trigger"
        onClick={() => (open ? popup.hide() : popup.show('panel'))}
      >
        {label}
      </IconButton>
      <PopupDialog popup={popup} label={label} className="example-catalogue-popover">
        <p>
          <kbd>Tab</kbd> · <kbd>Esc</kbd>
        </p>
        <button type="button" className="jimu-icon-button" onClick={() => popup.hide(true)}>
          {close}
        </button>
      </PopupDialog>
    </>
  );
}

const bySort = (field: string, order: SortOrder | undefined) => (a: Part, b: Part) => {
  if (!order) return a.id - b.id;
  const x = a[field];
  const y = b[field];
  const sign = order === 'asc' ? 1 : -1;
  return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign;
};

/**
 * `pages: example/catalogue` — the hand-made UI parts of runtime/ui in their states: buttons with
 * tooltips and badges, menus and a popover (in a portal, flipped above when there is no room
 * below, kept inside the viewport), the data table (sort, selection, a fixed column, loading and
 * empty), a tree table (treegrid) and the pager. Everything is local state: nothing is saved.
 *
 * @example
 * // registry.page('example/catalogue')
 */
export default function CataloguePage() {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) =>
    t(`example.catalogue.${key}`, options ?? {});
  const [picked, setPicked] = useState('');
  const [sort, setSort] = useState<{ field: string; order?: SortOrder }>({ field: 'name' });
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [loading, setLoading] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [pager, setPager] = useState({ page: 1, pageSize: 20 });
  const rows = useMemo(() => [...PARTS].sort(bySort(sort.field, sort.order)), [sort]);
  const entries = (where: string) =>
    ['copy', 'rename', 'remove'].map((key) => ({
      key,
      label: text(`entry.${key}`),
      onSelect: () => setPicked(text('picked', { entry: text(`entry.${key}`), where })),
    }));
  const columns: TableColumn<Row>[] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: text('column.name'),
      width: 160,
      fixed: 'left',
      sortable: true,
      sortOrder: sort.field === 'name' ? sort.order : undefined,
    },
    { key: 'folder', dataIndex: 'folder', title: text('column.folder'), width: 200 },
    {
      key: 'kb',
      dataIndex: 'kb',
      title: text('column.kb'),
      width: 120,
      sortable: true,
      sortOrder: sort.field === 'kb' ? sort.order : undefined,
    },
    {
      key: 'role',
      dataIndex: 'role',
      title: text('column.role'),
      width: 140,
    },
  ];
  const treeColumns: TableColumn<Row>[] = [
    { key: 'name', dataIndex: 'name', title: text('column.folder'), width: 220 },
    { key: 'files', dataIndex: 'files', title: text('column.files'), width: 120 },
  ];
  const noData = <div className="example-catalogue-empty">{text('empty')}</div>;
  return (
    <div className="example-catalogue" data-testid="example-catalogue">
      <h2>{text('title')}</h2>

      <Section id="buttons" title={text('buttons')}>
        <div className="example-catalogue-row">
          <IconButton
            label={text('refresh')}
            icon={<IconRefresh />}
            onClick={() => setPicked(text('picked', { entry: text('refresh'), where: text('buttons') }))}
          />
          <IconButton
            label={text('notices', { count: 5 })}
            tooltip={text('noticesTip')}
            icon={
              <Badge count={5}>
                <IconBell />
              </Badge>
            }
          />
          <IconButton
            label={text('notices', { count: '99+' })}
            tooltip={text('noticesTip')}
            icon={
              <Badge count={120}>
                <IconBell />
              </Badge>
            }
          />
          <IconButton label={text('refresh')} icon={<IconRefresh />} disabled testId="catalogue-disabled" />
          <IconButton label={text('refresh')} icon={<IconRefresh />} tooltip={false}>
            {text('refresh')}
          </IconButton>
        </div>
      </Section>

      <Section id="menus" title={text('menus')}>
        <div className="example-catalogue-row example-catalogue-spread">
          <MenuButton
            label={text('menuLeft')}
            entries={entries(text('menuLeft'))}
            testId="catalogue-menu-left"
          >
            {text('menuLeft')}
          </MenuButton>
          <PopoverSample label={text('popover')} close={text('close')} />
          <MenuButton
            label={text('menuRight')}
            entries={entries(text('menuRight'))}
            icon={<IconMore />}
            testId="catalogue-menu-right"
          />
        </div>
        <p role="status" className="example-catalogue-status" data-testid="catalogue-picked">
          {picked}
        </p>
      </Section>

      <Section id="table" title={text('table')}>
        <div className="example-catalogue-row">
          <label>
            <input type="checkbox" checked={loading} onChange={(event) => setLoading(event.target.checked)} />{' '}
            {text('loading')}
          </label>
          <label>
            <input type="checkbox" checked={empty} onChange={(event) => setEmpty(event.target.checked)} />{' '}
            {text('noRows')}
          </label>
          <span data-testid="catalogue-selected">{text('selected', { count: selected.length })}</span>
        </div>
        <DataTable
          columns={columns}
          rows={empty ? [] : rows}
          rowKey="id"
          loading={loading}
          height={320}
          rowHeight={48}
          onSort={(field, order) => setSort({ field, order })}
          selectedKeys={selected}
          onSelectionChange={(keys) => setSelected(keys)}
          empty={noData}
        />
      </Section>

      <Section id="tree" title={text('tree')}>
        <DataTable
          columns={treeColumns}
          rows={TREE}
          rowKey="id"
          tree
          loading={false}
          height={280}
          rowHeight={48}
          onSort={() => {}}
          empty={noData}
        />
      </Section>

      <Section id="pager" title={text('pager')}>
        <Pagination
          page={pager.page}
          pageSize={pager.pageSize}
          total={235}
          onChange={(page, pageSize) => setPager({ page, pageSize })}
        />
        <p data-testid="catalogue-page">{text('onPage', pager)}</p>
      </Section>

      <Section id="bottom" title={text('bottom')}>
        <MenuButton
          label={text('menuBottom')}
          entries={entries(text('menuBottom'))}
          testId="catalogue-menu-bottom"
        >
          {text('menuBottom')}
        </MenuButton>
      </Section>
    </div>
  );
}

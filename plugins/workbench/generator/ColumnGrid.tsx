import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { CELLS, type GenColumn, WIDGETS, withOverride } from './types';

type Flag = 'inList' | 'inSearch' | 'inEdit' | 'required';
const FLAGS: Flag[] = ['inList', 'inSearch', 'inEdit', 'required'];

interface RowProps {
  column: GenColumn;
  readOnly: boolean;
  onChange: (key: keyof GenColumn, value: unknown) => void;
  onOpen?: () => void;
}

function Row({ column, readOnly, onChange, onOpen }: RowProps) {
  const { t } = useTranslation();
  const panel = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: column.columnName,
    disabled: readOnly,
  });
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-column={column.field}
    >
      <td>
        <button
          type="button"
          className="wb-drag"
          aria-label={`${t('workbench.gen.dragHandle')} ${column.field}`}
          {...attributes}
          {...listeners}
        >
          ⋮⋮
        </button>
      </td>
      <td>
        <code>{column.field}</code>
        <div>
          <Tag size="small">{column.columnType}</Tag>
        </div>
      </td>
      <td>
        <Input
          size="small"
          aria-label={`${t('workbench.gen.titleZh')} ${column.field}`}
          value={column.titleZh}
          disabled={readOnly}
          onChange={(v) => onChange('titleZh', v)}
        />
        <Input
          size="small"
          aria-label={`${t('workbench.gen.titleEn')} ${column.field}`}
          value={column.titleEn}
          disabled={readOnly}
          onChange={(v) => onChange('titleEn', v)}
        />
      </td>
      {FLAGS.map((flag) => (
        <td key={flag}>
          <Checkbox
            aria-label={`${t(`workbench.gen.${flag}`)} ${column.field}`}
            checked={column[flag]}
            disabled={readOnly}
            onChange={(e) => onChange(flag, Boolean(e.target.checked))}
          />
        </td>
      ))}
      <td>
        <Select
          size="small"
          aria-label={`${t('workbench.gen.cell')} ${column.field}`}
          value={column.cell}
          disabled={readOnly}
          style={{ width: 120 }}
          optionList={CELLS.map((c) => ({ value: c, label: c }))}
          onChange={(v) => onChange('cell', v)}
        />
      </td>
      <td>
        <Select
          size="small"
          aria-label={`${t('workbench.gen.widget')} ${column.field}`}
          value={column.widget ?? ''}
          disabled={readOnly}
          style={{ width: 120 }}
          optionList={WIDGETS.map((w) => ({ value: w, label: w || '—' }))}
          onChange={(v) => onChange('widget', v || undefined)}
        />
      </td>
      <td>
        <Tag size="small" color="grey">
          {column.ruleId ?? '—'}
        </Tag>
      </td>
      <td>
        {onOpen && (
          <Button
            size="small"
            onClick={onOpen}
            aria-label={`${panel.t('workbench.colPanel.details')} ${column.field}`}
          >
            {panel.t('workbench.colPanel.details')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * The editable column grid of field configuration: titles, the where-it-shows flags, cell and widget per
 * column, rows sortable by drag or by keyboard (focus the handle, Space, arrows, Space). Every
 * edit records the field in `overridden`, so rules and sync never undo it.
 */
export function ColumnGrid({
  columns,
  readOnly,
  onChange,
  onOpen,
}: {
  columns: GenColumn[];
  readOnly: boolean;
  onChange: (next: GenColumn[]) => void;
  /** Opens the side panel of a column. */
  onOpen?: (index: number) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const change = (index: number, key: keyof GenColumn, value: unknown) =>
    onChange(columns.map((c, i) => (i === index ? withOverride(c, key, value) : c)));
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = columns.findIndex((c) => c.columnName === active.id);
    const to = columns.findIndex((c) => c.columnName === over.id);
    onChange(arrayMove(columns, from, to));
  };
  return (
    <div style={{ overflowX: 'auto' }}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
        <table className="wb-grid" aria-label={t('workbench.gen.columns')}>
          <thead>
            <tr>
              <th />
              <th>{t('workbench.gen.field')}</th>
              <th>{t('workbench.gen.titleCol')}</th>
              {FLAGS.map((flag) => (
                <th key={flag}>{t(`workbench.gen.${flag}`)}</th>
              ))}
              <th>{t('workbench.gen.cell')}</th>
              <th>{t('workbench.gen.widget')}</th>
              <th>{t('workbench.gen.rule')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            <SortableContext items={columns.map((c) => c.columnName)} strategy={verticalListSortingStrategy}>
              {columns.map((column, index) => (
                <Row
                  key={column.columnName}
                  column={column}
                  readOnly={readOnly}
                  onChange={(key, value) => change(index, key, value)}
                  onOpen={onOpen ? () => onOpen(index) : undefined}
                />
              ))}
            </SortableContext>
          </tbody>
        </table>
      </DndContext>
    </div>
  );
}

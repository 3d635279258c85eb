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
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { type BoardColumn, COLUMN_COLORS } from './types';

/** A column being edited; `id` is a stable row id for the drag, also for columns not saved yet. */
export type EditedColumn = BoardColumn & { id: string };

interface RowProps {
  column: EditedColumn;
  index: number;
  errors: Record<string, string>;
  readOnly: boolean;
  /** Why this column may not be removed ('' when it may); undefined hides the button. */
  removable?: string;
  onChange: (next: EditedColumn) => void;
  onRemove: () => void;
}

function ColumnRow({ column, index, errors, readOnly, removable, onChange, onRemove }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: column.id,
    disabled: readOnly,
  });
  const error = (field: string) => errors[`columns.${index}.${field}`];
  const label = (key: string) => `${t(`workbench.board.${key}`)} ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      className="wb-board-colrow"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {!readOnly && (
        <button
          type="button"
          className="wb-drag"
          {...attributes}
          {...listeners}
          aria-label={t('workbench.board.dragColumn', { name: column.name })}
        >
          ⋮⋮
        </button>
      )}
      <div className="wb-board-colrow-fields">
        <Input
          aria-label={label('columnName')}
          value={column.name}
          disabled={readOnly}
          validateStatus={error('name') ? 'error' : 'default'}
          onChange={(name) => onChange({ ...column, name })}
        />
        <InputNumber
          aria-label={label('wipLimit')}
          placeholder={t('workbench.board.wipLimit')}
          min={0}
          max={99}
          style={{ width: 110 }}
          value={column.wipLimit ?? undefined}
          disabled={readOnly}
          onNumberChange={(v) =>
            onChange({ ...column, wipLimit: Number.isFinite(v) && v > 0 ? v : undefined })
          }
        />
        <Select
          aria-label={label('color')}
          style={{ width: 130 }}
          value={column.color ?? 'grey'}
          disabled={readOnly}
          onChange={(v) => onChange({ ...column, color: String(v) })}
          optionList={COLUMN_COLORS.map((c) => ({
            value: c,
            label: (
              <span className="wb-board-colour">
                <span className={`wb-board-dot wb-board-dot-${c}`} />
                {c}
              </span>
            ),
          }))}
        />
        <Checkbox
          aria-label={label('doneColumn')}
          checked={column.done === true}
          disabled={readOnly}
          onChange={(e) => onChange({ ...column, done: e.target.checked === true })}
        >
          {t('workbench.board.doneColumn')}
        </Checkbox>
        {removable !== undefined && !readOnly && (
          <Button
            type="danger"
            theme="borderless"
            disabled={removable !== ''}
            title={removable || undefined}
            aria-label={t('workbench.board.removeColumn', { name: column.name })}
            onClick={onRemove}
          >
            ✕
          </Button>
        )}
      </div>
      {['name', 'key', 'wipLimit', 'color'].map((field) =>
        error(field) ? (
          <div
            key={field}
            className="wb-board-error"
            role="alert"
            data-field-error={`columns.${index}.${field}`}
          >
            {error(field)}
          </div>
        ) : null,
      )}
    </li>
  );
}

/**
 * The sortable column list of a board or a template: name, WIP limit, colour and done
 * flag per column, reordered by pointer or keyboard, added, and removed where `removable` says.
 */
export function ColumnsEditor(props: {
  columns: EditedColumn[];
  errors: Record<string, string>;
  readOnly: boolean;
  removable: (column: EditedColumn) => string | undefined;
  onChange: (columns: EditedColumn[]) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = props.columns.map((c) => c.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onChange(arrayMove(props.columns, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const nameOf = (id: string | number) => props.columns.find((c) => c.id === id)?.name ?? '';
  return (
    <div>
      {props.errors.columns && (
        <div className="wb-board-error" role="alert" data-field-error="columns">
          {props.errors.columns}
        </div>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('workbench.board.columnInstructions') },
          announcements: {
            onDragStart: ({ active }) => nameOf(active.id),
            onDragOver: ({ active, over }) =>
              over ? `${nameOf(active.id)} → ${ids.indexOf(String(over.id)) + 1}` : undefined,
            onDragEnd: ({ active, over }) =>
              `${nameOf(active.id)} → ${over ? ids.indexOf(String(over.id)) + 1 : ''}`,
            onDragCancel: ({ active }) => nameOf(active.id),
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="wb-board-collist" aria-label={t('workbench.board.columns')}>
            {props.columns.map((column, index) => (
              <ColumnRow
                key={column.id}
                column={column}
                index={index}
                errors={props.errors}
                readOnly={props.readOnly}
                removable={props.removable(column)}
                onChange={(next) => props.onChange(props.columns.map((c) => (c.id === column.id ? next : c)))}
                onRemove={() => props.onChange(props.columns.filter((c) => c.id !== column.id))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {!props.readOnly && (
        <Button
          onClick={() =>
            props.onChange([
              ...props.columns,
              { id: `new-${Date.now()}-${props.columns.length}`, key: '', name: '' },
            ])
          }
        >
          + {t('workbench.board.addColumn')}
        </Button>
      )}
    </div>
  );
}

/** Columns as stored → rows of the editor. */
export const toEdited = (columns: BoardColumn[]): EditedColumn[] =>
  columns.map((c, i) => ({ ...c, id: c.key || `row-${i}` }));

/** Rows of the editor → columns to send (new ones without a key get one from the server). */
export const fromEdited = (columns: EditedColumn[]): (Omit<BoardColumn, 'key'> & { key?: string })[] =>
  columns.map(({ id: _id, key, ...c }) => (key ? { key, ...c } : c));

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
import { useTranslation } from 'react-i18next';
import type { ColumnKey } from './layout';

interface RowProps {
  column: ColumnKey;
  name: string;
  shown: boolean;
  onToggle(shown: boolean): void;
}

/** One column in the list: a drag handle (pointer and keyboard) and its visibility checkbox. */
function SortableColumn({ column, name, shown, onToggle }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: column });
  return (
    <li
      ref={setNodeRef}
      className="jimu-showcase-customTable-setting"
      data-testid="showcase-customTable-setting"
      data-column={column}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('showcase.customTable.handle', { name })}
        className="jimu-showcase-customTable-handle"
        data-testid="showcase-customTable-handle"
      >
        ⠿
      </button>
      <Checkbox
        checked={shown}
        disabled={column === 'title'}
        onChange={(event) => onToggle(Boolean(event.target.checked))}
      >
        <span title={column === 'title' ? t('showcase.customTable.alwaysShown') : undefined}>{name}</span>
      </Checkbox>
    </li>
  );
}

export interface ColumnSettingsProps {
  order: ColumnKey[];
  hidden: ColumnKey[];
  onOrder(order: ColumnKey[]): void;
  onHidden(hidden: ColumnKey[]): void;
  onReset(): void;
}

/**
 * The 列设置 panel: a checkbox per column (title always shown) and @dnd-kit/sortable reordering by
 * handle, pointer or keyboard (Space, arrows, Space), announced to screen readers.
 */
export function ColumnSettings({ order, hidden, onOrder, onHidden, onReset }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => t(`showcase.customTable.columns.${id}`);
  const positionOf = (id: string | number) => order.indexOf(id as ColumnKey) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onOrder(arrayMove(order, positionOf(active.id) - 1, positionOf(over.id) - 1));
  };
  return (
    <div className="jimu-showcase-customTable-settings" data-testid="showcase-customTable-settings">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('showcase.customTable.instructions') },
          announcements: {
            onDragStart: ({ active }) =>
              t('showcase.customTable.pickedUp', { name: nameOf(active.id), from: positionOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over
                ? t('showcase.customTable.over', { name: nameOf(active.id), to: positionOf(over.id) })
                : undefined,
            onDragEnd: ({ active, over }) =>
              t('showcase.customTable.dropped', {
                name: nameOf(active.id),
                from: positionOf(active.id),
                to: over ? positionOf(over.id) : positionOf(active.id),
              }),
            onDragCancel: ({ active }) =>
              t('showcase.customTable.cancelled', { name: nameOf(active.id), from: positionOf(active.id) }),
          },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ul>
            {order.map((column) => (
              <SortableColumn
                key={column}
                column={column}
                name={nameOf(column)}
                shown={!hidden.includes(column)}
                onToggle={(shown) =>
                  onHidden(shown ? hidden.filter((c) => c !== column) : [...hidden, column])
                }
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <Button size="small" onClick={onReset} data-testid="showcase-customTable-reset">
        {t('showcase.customTable.reset')}
      </Button>
    </div>
  );
}

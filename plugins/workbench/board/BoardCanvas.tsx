import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardColumnView } from './BoardColumnView';
import {
  type BoardFilter,
  buildContainers,
  type Containers,
  findContainer,
  moveOver,
  moveWithin,
  neighbours,
  parseContainer,
} from './boardOrder';
import { boardCollision, boardKeyboardCoordinates, columnOfHead, headId, isHead } from './columnDrag';
import type { Board, Swimlanes, Task } from './types';

interface Props {
  board: Board;
  tasks: Task[];
  swimlanes: Swimlanes;
  filter: BoardFilter;
  canWrite: boolean;
  onOpen: (task: Task) => void;
  /** Saves a move; resolves once the board was reloaded, rejects when the server refused. */
  onMove: (move: {
    id: number;
    column: string;
    prevId: number | null;
    nextId: number | null;
  }) => Promise<void>;
  onAdd: (column: string, title: string) => Promise<void>;
  /** Saves a new column order (dragged headers); rejects when the server refused. */
  onReorderColumns: (keys: string[]) => Promise<void>;
  /** Told when a drag starts and when it and its save are over (reloads wait meanwhile). */
  onBusy: (busy: boolean) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The columns (and lanes) of a board with cards dragged by mouse, touch or keyboard (dnd-kit,
 * multi-container sortable). While a drag or its save is under way the canvas shows its own
 * order; afterwards the server's order, which every client converges on.
 */
export function BoardCanvas(props: Props) {
  const { t } = useTranslation();
  const built = useMemo(
    () => buildContainers(props.board.columns, props.tasks, props.swimlanes, props.filter),
    [props.board.columns, props.tasks, props.swimlanes, props.filter],
  );
  const [override, setOverride] = useState<Containers | null>(null);
  const [columnOrder, setColumnOrder] = useState<string[] | null>(null);
  const columns = columnOrder
    ? columnOrder.map((key) => props.board.columns.find((c) => c.key === key)).filter((c) => c !== undefined)
    : props.board.columns;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new board answer resets the column order
  useEffect(() => setColumnOrder(null), [props.board]);
  const items = override ?? built.items;
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const origin = useRef<string | undefined>(undefined);
  // A new answer from the server (reload after a move, another person's change) is the truth, and
  // other lanes or filters lay the cards out anew: a kept drag layout would leave them empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new layout resets the view
  useEffect(() => setOverride(null), [built]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: {
        start: ['Space'],
        cancel: ['Escape'],
        end: ['Space'],
      },
    }),
  );
  const byId = useMemo(() => new Map(props.tasks.map((task) => [task.id, task])), [props.tasks]);
  const columnName = (container: string | undefined) =>
    props.board.columns.find((c) => c.key === parseContainer(container ?? '')?.column)?.name ?? '';
  const where = (id: UniqueIdentifier) => {
    const container = findContainer(itemsRef.current, id);
    const list = container ? itemsRef.current[container] : [];
    return {
      title: byId.get(Number(id))?.title ?? String(id),
      column: columnName(container),
      position: list.indexOf(Number(id)) + 1,
      total: list.length,
    };
  };
  const totalIn = (column: string) => props.tasks.filter((task) => task.column === column).length;

  const columnWhere = (key: string) => ({
    name: props.board.columns.find((c) => c.key === key)?.name ?? key,
    position: columns.findIndex((c) => c.key === key) + 1,
    total: columns.length,
  });
  const announce = {
    onDragStart: ({ active }: { active: { id: UniqueIdentifier } }) =>
      isHead(active.id)
        ? t('workbench.board.colPickedUp', columnWhere(columnOfHead(active.id)))
        : t('workbench.board.pickedUp', where(active.id)),
    onDragOver: ({
      active,
      over,
    }: {
      active: { id: UniqueIdentifier };
      over: { id: UniqueIdentifier } | null;
    }) => {
      if (!over || over.id === active.id) return undefined;
      if (!isHead(active.id)) return t('workbench.board.movedOver', where(active.id));
      const { position } = columnWhere(columnOfHead(over.id));
      return t('workbench.board.colMovedOver', { ...columnWhere(columnOfHead(active.id)), position });
    },
    onDragEnd: ({
      active,
      over,
    }: {
      active: { id: UniqueIdentifier };
      over: { id: UniqueIdentifier } | null;
    }) => {
      if (!isHead(active.id)) return t('workbench.board.dropped', where(active.id));
      const at = columnWhere(columnOfHead((over ?? active).id));
      return t('workbench.board.colDropped', {
        ...columnWhere(columnOfHead(active.id)),
        position: at.position,
      });
    },
    onDragCancel: ({ active }: { active: { id: UniqueIdentifier } }) =>
      isHead(active.id)
        ? t('workbench.board.colCancelled', columnWhere(columnOfHead(active.id)))
        : t('workbench.board.cancelled', where(active.id)),
  };
  const dropColumn = async (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const keys = columns.map((c) => c.key);
    const from = keys.indexOf(columnOfHead(active));
    const to = over !== undefined && isHead(over) ? keys.indexOf(columnOfHead(over)) : from;
    if (from === to || to < 0) return;
    const next = arrayMove(keys, from, to);
    setColumnOrder(next);
    try {
      await props.onReorderColumns(next);
    } catch {
      setColumnOrder(null);
    }
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || isHead(active.id)) return;
    setOverride((current) => moveOver(current ?? built.items, Number(active.id), over.id));
  };
  const confirmOverLimit = (column: string) =>
    new Promise<boolean>((resolve) => {
      const target = props.board.columns.find((c) => c.key === column);
      const count = totalIn(column) + 1;
      if (target?.wipLimit === undefined || count <= target.wipLimit) return resolve(true);
      Modal.confirm({
        title: t('workbench.board.overLimitTitle'),
        content: t('workbench.board.overLimitConfirm', {
          column: target.name,
          count,
          limit: target.wipLimit,
        }),
        okText: t('workbench.board.moveAnyway'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (isHead(active.id)) {
      await dropColumn(active.id, over?.id).finally(() => props.onBusy(false));
      return;
    }
    const id = Number(active.id);
    const from = origin.current;
    origin.current = undefined;
    const current = over ? moveWithin(itemsRef.current, id, over.id) : itemsRef.current;
    const container = findContainer(current, id);
    const column = parseContainer(container ?? '')?.column;
    const task = byId.get(id);
    const unchanged =
      from === container && built.items[from ?? '']?.join() === current[container ?? '']?.join();
    try {
      if (!task || !column || unchanged) return setOverride(null);
      setOverride(current);
      if (column !== task.column && !(await confirmOverLimit(column))) return setOverride(null);
      await props.onMove({ id, column, ...neighbours(current, id) });
    } catch {
      // Refused or failed: the canvas shows the server's order again (the toast says why).
      setOverride(null);
    } finally {
      props.onBusy(false);
    }
  };

  return (
    <DndContext
      sensors={props.canWrite ? sensors : undefined}
      collisionDetection={boardCollision}
      onDragStart={({ active }) => {
        props.onBusy(true);
        if (isHead(active.id)) return;
        origin.current = findContainer(itemsRef.current, active.id);
        setOverride(itemsRef.current);
      }}
      onDragOver={onDragOver}
      onDragEnd={(event) => void onDragEnd(event)}
      onDragCancel={() => {
        origin.current = undefined;
        setOverride(null);
        props.onBusy(false);
      }}
      accessibility={{
        screenReaderInstructions: { draggable: t('workbench.board.instructions') },
        announcements: announce,
      }}
    >
      <div className="wb-board-lanes">
        {built.lanes.map((lane) => (
          <div key={lane} className="wb-board-lane" data-lane={lane}>
            {props.swimlanes !== 'none' && (
              <div className="wb-board-lane-title">
                {props.swimlanes === 'priority'
                  ? t(`workbench.board.priority_${lane}`)
                  : lane || t('workbench.board.noAssignee')}
              </div>
            )}
            <SortableContext
              id={`heads:${lane}`}
              items={columns.map((c) => headId(c.key, lane))}
              strategy={horizontalListSortingStrategy}
            >
              <div className="wb-board-columns">
                {columns.map((column) => {
                  const id = `col:${column.key}:${lane}`;
                  return (
                    <BoardColumnView
                      key={id}
                      id={id}
                      headId={headId(column.key, lane)}
                      canMoveColumn={props.canWrite && lane === built.lanes[0]}
                      column={column}
                      total={totalIn(column.key)}
                      cards={(items[id] ?? [])
                        .map((cardId) => byId.get(cardId))
                        .filter((c): c is Task => !!c)}
                      canWrite={props.canWrite}
                      today={today()}
                      onOpen={props.onOpen}
                      onAdd={
                        props.canWrite && lane === built.lanes[0]
                          ? (title) => props.onAdd(column.key, title)
                          : undefined
                      }
                    />
                  );
                })}
              </div>
            </SortableContext>
          </div>
        ))}
      </div>
    </DndContext>
  );
}

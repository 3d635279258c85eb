import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../shared/errors';
import { TaskCard } from './TaskCard';
import type { BoardColumn, Task } from './types';

interface Props {
  id: string;
  /** The header's sortable id; only the first lane's headers can be dragged. */
  headId: string;
  canMoveColumn: boolean;
  column: BoardColumn;
  /** Cards of the whole column (every lane, every filter): what the WIP limit counts. */
  total: number;
  cards: Task[];
  canWrite: boolean;
  today: string;
  onOpen: (task: Task) => void;
  /** Quick add at the end of the column; rejects with the server's message, keeping the text. */
  onAdd?: (title: string) => Promise<void>;
}

/** A column of one lane: header with count and soft WIP limit, its cards, quick add at the end. */
export function BoardColumnView(props: Props) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: props.id, disabled: !props.canWrite });
  const head = useSortable({ id: props.headId, disabled: !props.canMoveColumn });
  const [adding, setAdding] = useState<string | undefined>();
  const [error, setError] = useState('');
  const { column, total } = props;
  const over = column.wipLimit !== undefined && total > column.wipLimit;
  const add = async () => {
    if (!adding?.trim() || !props.onAdd) return;
    try {
      await props.onAdd(adding.trim());
      setAdding(undefined);
      setError('');
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <section
      ref={head.setNodeRef}
      className={`wb-board-column${isOver ? ' wb-board-column-over' : ''}${head.isDragging ? ' wb-board-card-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(head.transform), transition: head.transition }}
      aria-label={column.name}
      data-column={column.key}
    >
      <header className="wb-board-column-head">
        {props.canMoveColumn && (
          <button
            type="button"
            ref={head.setActivatorNodeRef}
            className="wb-drag"
            data-testid="wb-board-column-handle"
            {...head.attributes}
            {...head.listeners}
            aria-label={t('workbench.board.dragColumn', { name: column.name })}
          >
            ⋮⋮
          </button>
        )}
        <span className={`wb-board-dot wb-board-dot-${column.color ?? 'grey'}`} aria-hidden />
        <span className="wb-board-column-name">{column.name}</span>
        <span
          className={over ? 'wb-board-count wb-board-count-over' : 'wb-board-count'}
          data-testid="wb-board-count"
          data-over={over ? 'true' : undefined}
          title={over ? t('workbench.board.overLimit') : t('workbench.board.count', { count: total })}
        >
          {column.wipLimit !== undefined ? `${total}/${column.wipLimit}` : total}
        </span>
      </header>
      <SortableContext
        id={props.id}
        items={props.cards.map((c) => c.id)}
        strategy={verticalListSortingStrategy}
      >
        <div ref={setNodeRef} className="wb-board-list">
          {props.cards.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              canDrag={props.canWrite}
              today={props.today}
              onOpen={props.onOpen}
            />
          ))}
        </div>
      </SortableContext>
      {props.onAdd &&
        (adding === undefined ? (
          <Button theme="borderless" size="small" onClick={() => setAdding('')}>
            + {t('workbench.board.addCard')}
          </Button>
        ) : (
          <div>
            <Input
              autoFocus
              size="small"
              aria-label={`${t('workbench.board.addCard')} · ${column.name}`}
              placeholder={t('workbench.board.addCardPlaceholder')}
              value={adding}
              validateStatus={error ? 'error' : 'default'}
              onChange={setAdding}
              onEnterPress={() => void add()}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  setAdding(undefined);
                  setError('');
                }
              }}
            />
            {error && (
              <div className="wb-board-error" role="alert">
                {error}
              </div>
            )}
          </div>
        ))}
    </section>
  );
}

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useTranslation } from 'react-i18next';
import { isKeyOf } from '../../../runtime/lib';
import type { Task } from './types';

const PRIORITY_COLOR = { high: 'red', medium: 'orange', low: 'grey' } as const;

/**
 * One card: a grip that lifts it (pointer, touch after a press, or Space from the keyboard) and
 * a body that opens its detail. Without write access there is no grip and nothing to drag.
 */
export function TaskCard(props: {
  task: Task;
  canDrag: boolean;
  today: string;
  onOpen: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const { task } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: task.id,
      disabled: !props.canDrag,
    });
  const overdue = !task.done && task.dueDate !== '' && task.dueDate < props.today;
  return (
    <div
      ref={setNodeRef}
      className={`wb-board-card${isDragging ? ' wb-board-card-dragging' : ''}`}
      data-testid="wb-board-card"
      data-task={task.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {props.canDrag && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="wb-drag wb-board-grip"
          data-testid="wb-board-handle"
          {...attributes}
          {...listeners}
          aria-label={t('workbench.board.dragHandle', { title: task.title })}
        >
          ⋮⋮
        </button>
      )}
      <button type="button" className="wb-board-card-body" onClick={() => props.onOpen(task)}>
        <span className="wb-board-card-title">{task.title}</span>
        <span className="wb-board-card-meta">
          <Tag
            size="small"
            color={isKeyOf(PRIORITY_COLOR, task.priority) ? PRIORITY_COLOR[task.priority] : 'grey'}
          >
            {t(`workbench.board.priority_${task.priority}`)}
          </Tag>
          {task.type !== 'task' && <Tag size="small">{t(`workbench.board.type_${task.type}`)}</Tag>}
          {task.labels.map((label) => (
            <Tag key={label} size="small" color="light-blue">
              {label}
            </Tag>
          ))}
        </span>
        <span className="wb-board-card-foot">
          <span>#{task.id}</span>
          {task.assignee && <span>{task.assignee}</span>}
          {task.dueDate && (
            <span
              className={overdue ? 'wb-board-overdue' : undefined}
              title={overdue ? t('workbench.board.overdue') : undefined}
            >
              {task.dueDate}
            </span>
          )}
        </span>
      </button>
    </div>
  );
}

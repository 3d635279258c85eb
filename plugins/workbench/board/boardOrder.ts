import type { BoardColumn, Swimlanes, Task } from './types';

/** Card ids per drop container (`col:<column key>:<lane>`), in board order. */
export type Containers = Record<string, number[]>;

/** What the toolbar filters by; empty values do not filter. */
export interface BoardFilter {
  text: string;
  assignee: string;
  priority: string;
  label: string;
}

export const containerId = (column: string, lane = '') => `col:${column}:${lane}`;

/** The column key and lane a container id names, or undefined for a card id. */
export function parseContainer(id: string | number): { column: string; lane: string } | undefined {
  if (typeof id !== 'string' || !id.startsWith('col:')) return undefined;
  const rest = id.slice(4);
  const at = rest.indexOf(':');
  return { column: rest.slice(0, at), lane: rest.slice(at + 1) };
}

/** The lane a card belongs to under the chosen swimlanes ('' when there are none). */
export const laneOf = (task: Task, swimlanes: Swimlanes) =>
  swimlanes === 'assignee' ? task.assignee : swimlanes === 'priority' ? task.priority : '';

/** Whether a card passes the filter (text matches title, description or #id). */
export function matches(task: Task, filter: BoardFilter): boolean {
  const text = filter.text.trim().toLowerCase();
  if (
    text &&
    !task.title.toLowerCase().includes(text) &&
    !task.description.toLowerCase().includes(text) &&
    `#${task.id}` !== text
  )
    return false;
  if (filter.assignee && task.assignee !== filter.assignee) return false;
  if (filter.priority && task.priority !== filter.priority) return false;
  return !filter.label || task.labels.includes(filter.label);
}

/**
 * The lanes and the containers of a board view: every column in every lane (lanes sorted, '' for
 * none), the visible cards in server order.
 *
 * @example
 * buildContainers(columns, tasks, 'none', filter).items['col:todo:']; // [7, 12, 16]
 */
export function buildContainers(
  columns: BoardColumn[],
  tasks: Task[],
  swimlanes: Swimlanes,
  filter: BoardFilter,
): { lanes: string[]; items: Containers } {
  const visible = tasks.filter((t) => matches(t, filter));
  const lanes = swimlanes === 'none' ? [''] : [...new Set(tasks.map((t) => laneOf(t, swimlanes)))].sort();
  const items: Containers = {};
  for (const lane of lanes) for (const column of columns) items[containerId(column.key, lane)] = [];
  for (const task of visible) items[containerId(task.column, laneOf(task, swimlanes))]?.push(task.id);
  return { lanes, items };
}

/** The container holding a card, or the id itself when it names a container. */
export function findContainer(items: Containers, id: string | number): string | undefined {
  if (typeof id === 'string' && id in items) return id;
  return Object.keys(items).find((key) => items[key].includes(Number(id)));
}

/**
 * The containers after the dragged card went over `overId` (a card or a container) during a
 * drag: into the other container at the hovered card's place, or at the end of an empty one.
 * Cards stay in their lane (a lane is a card's assignee or priority, not a place).
 */
export function moveOver(items: Containers, activeId: number, overId: string | number): Containers {
  const from = findContainer(items, activeId);
  const to = findContainer(items, overId);
  if (!from || !to || from === to) return items;
  if (parseContainer(from)?.lane !== parseContainer(to)?.lane) return items;
  const target = items[to];
  const overIndex = target.indexOf(Number(overId));
  const index = overIndex >= 0 ? overIndex : target.length;
  return {
    ...items,
    [from]: items[from].filter((id) => id !== activeId),
    [to]: [...target.slice(0, index), activeId, ...target.slice(index)],
  };
}

/** Moves a card to the hovered card's place within its own container. */
export function moveWithin(items: Containers, activeId: number, overId: string | number): Containers {
  const container = findContainer(items, activeId);
  if (!container || findContainer(items, overId) !== container) return items;
  const list = items[container].filter((id) => id !== activeId);
  const overIndex = items[container].indexOf(Number(overId));
  const index = overIndex < 0 ? list.length : overIndex;
  return { ...items, [container]: [...list.slice(0, index), activeId, ...list.slice(index)] };
}

/** The neighbours a move is saved with (`tasks/sort`): the cards around it where it was dropped. */
export function neighbours(
  items: Containers,
  taskId: number,
): { prevId: number | null; nextId: number | null } {
  const container = findContainer(items, taskId);
  const list = container ? items[container] : [];
  const index = list.indexOf(taskId);
  return { prevId: list[index - 1] ?? null, nextId: list[index + 1] ?? null };
}

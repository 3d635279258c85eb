/** A board column: the key cards point at, a name, a soft WIP limit, a colour, done. */
export interface BoardColumn {
  key: string;
  name: string;
  wipLimit?: number;
  color?: string;
  done?: boolean;
}

/** A board as `/workbench/board/get` answers it. */
export interface Board {
  id: number;
  projectId: number;
  name: string;
  columns: BoardColumn[];
  swimlanes?: Swimlanes;
  labels?: string[];
  version?: number;
  taskCount?: number;
}

export type Swimlanes = 'none' | 'assignee' | 'priority';
/** The ways a board groups its cards into rows. */
export const SWIMLANES: readonly Swimlanes[] = ['none', 'assignee', 'priority'];

/** A card (`tasks`). */
export interface Task {
  id: number;
  boardId: number;
  column: string;
  rank: string;
  title: string;
  description: string;
  assignee: string;
  priority: string;
  type: string;
  labels: string[];
  dueDate: string;
  estimate: number | null;
  defectId: number | null;
  pageRef: string;
  apiId: number | null;
  done: boolean;
  updateTime?: string;
}

/** What a card may point at, and the people it may be given to. */
export interface BoardLinks {
  pages: { path: string; shows: string; title: string }[];
  apis: { id: number; method: string; path: string; name: string }[];
  defects: { id: number; title: string; status: string }[];
  people: string[];
}

/** A board template (`boardTemplates`). */
export interface BoardTemplate {
  id?: number;
  name: string;
  description?: string;
  cover?: string;
  columns: BoardColumn[];
  labels?: string[];
  starterTasks?: { title: string; column: string }[];
  builtIn?: boolean;
}

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const TASK_TYPES = ['task', 'story', 'bug'] as const;
export const COLUMN_COLORS = [
  'grey',
  'blue',
  'light-blue',
  'cyan',
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
  'pink',
  'purple',
  'violet',
] as const;

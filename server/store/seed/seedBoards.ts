import { spreadRanks } from '../../../plugins/workbench/board/server/boardRank';
import { createSeededRandom } from './seededRandom';

type Row = Record<string, unknown>;

// Drawn from a random source of their own, so the shared one (and every collection after the
// boards) draws exactly as it did before these fields existed.
const OWN_SEED = 20240101 + 513;

/** A board column: a stable key the tasks point at, a name, a soft WIP limit, done. */
export interface SeedColumn {
  key: string;
  name: string;
  wipLimit?: number;
  color?: string;
  done?: boolean;
}

const BASIC: SeedColumn[] = [
  { key: 'todo', name: '待办', color: 'grey' },
  { key: 'doing', name: '进行中', wipLimit: 4, color: 'blue' },
  { key: 'done', name: '已完成', color: 'green', done: true },
];
const SCRUM: SeedColumn[] = [
  { key: 'backlog', name: '待梳理', color: 'grey' },
  { key: 'sprint', name: '本迭代', color: 'light-blue' },
  { key: 'doing', name: '进行中', wipLimit: 3, color: 'blue' },
  { key: 'review', name: '待验收', wipLimit: 2, color: 'orange' },
  { key: 'done', name: '已完成', color: 'green', done: true },
];
const DEFECT_FLOW: SeedColumn[] = [
  { key: 'new', name: '新提交', color: 'red' },
  { key: 'confirmed', name: '已确认', color: 'orange' },
  { key: 'fixing', name: '修复中', wipLimit: 5, color: 'blue' },
  { key: 'verifying', name: '待验证', color: 'purple' },
  { key: 'closed', name: '已关闭', color: 'green', done: true },
];

const KEY_OF: Record<string, string> = { 待办: 'todo', 进行中: 'doing', 已完成: 'done' };
const LABELS = ['前端', '后端', '接口', '文档', '紧急', '体验'];

/** The three built-in board templates (基础三列, Scrum, 缺陷流转). */
export function seedBoardTemplates(): Row[] {
  const at = '2024-01-02 09:00:00';
  return [
    {
      id: 1,
      name: '基础三列',
      description: '待办、进行中、已完成：适合小团队的日常任务。',
      cover: 'blue',
      columns: BASIC,
      labels: ['前端', '后端', '文档'],
      starterTasks: [{ title: '整理需求清单', column: 'todo' }],
      builtIn: true,
      createTime: at,
    },
    {
      id: 2,
      name: 'Scrum',
      description: '待梳理的需求进入本迭代，开发、验收后完成；进行中与待验收有 WIP 上限。',
      cover: 'purple',
      columns: SCRUM,
      labels: ['需求', '技术债', '缺陷'],
      starterTasks: [
        { title: '迭代计划会', column: 'sprint' },
        { title: '梳理产品待办列表', column: 'backlog' },
      ],
      builtIn: true,
      createTime: at,
    },
    {
      id: 3,
      name: '缺陷流转',
      description: '缺陷从提交、确认、修复到验证关闭的看板。',
      cover: 'red',
      columns: DEFECT_FLOW,
      labels: ['阻塞', '严重', '一般'],
      starterTasks: [],
      builtIn: true,
      createTime: at,
    },
  ];
}

/**
 * The boards with column objects (key, name, done) and swimlanes, their tasks with rank (between
 * neighbours, replacing `order`), description, labels, type, estimate and links; the seed's
 * first column names become the keys of the basic template's columns.
 *
 * @example
 * extendBoards(boards, tasks).tasks[0].rank; // 'i'
 */
export function extendBoards<B extends Row & { id: number }, T extends Row & { boardId: number }>(
  boards: B[],
  tasks: T[],
) {
  const random = createSeededRandom(OWN_SEED);
  const extendedBoards = boards.map(({ template: _template, ...board }) => ({
    ...board,
    columns: BASIC,
    swimlanes: 'none',
    labels: LABELS,
    version: 1,
  }));
  const extendedTasks = tasks.map(({ order: _order, column, ...task }) => {
    const key = KEY_OF[String(column)] ?? 'todo';
    const labels = LABELS.filter(() => random.bool(0.25)).slice(0, 2);
    const created = `${String(task.dueDate)} 09:00:00`;
    return {
      ...task,
      column: key,
      rank: '',
      description: `### 目标\n\n${String(task.title)}，完成后在评审会上演示。\n\n- [ ] 自测\n- [ ] 更新文档`,
      labels,
      type: random.pick(['task', 'task', 'story', 'bug']),
      estimate: random.int(1, 8),
      defectId: null,
      pageRef: '',
      apiId: null,
      done: key === 'done',
      createTime: created,
      updateTime: created,
    };
  });
  for (const board of extendedBoards) {
    for (const column of BASIC) {
      const inColumn = extendedTasks.filter(
        (t) => Number(t.boardId) === Number(board.id) && t.column === column.key,
      );
      const ranks = spreadRanks(inColumn.length);
      inColumn.forEach((task, i) => {
        task.rank = ranks[i];
      });
    }
  }
  return { boards: extendedBoards, tasks: extendedTasks };
}

import { describe, expect, it } from 'vitest';
import { boardColumns, overviewStats } from './overviewStats';

const state = {
  projects: [
    { id: 1, name: 'A', code: 'A1', status: 'active' },
    { id: 2, name: 'B', code: 'B1', status: 'archived' },
  ],
  boards: [
    { id: 1, projectId: 1, columns: ['待办', '进行中', '已完成'] },
    {
      id: 2,
      projectId: 2,
      columns: [
        { key: 'todo', name: '待办' },
        { key: 'done', name: '已完成', done: true },
        { key: 'later', name: '以后' },
      ],
    },
  ],
  tasks: [
    { id: 1, boardId: 1, assignee: 'ann', column: '待办', dueDate: '2026-11-20' },
    { id: 2, boardId: 1, assignee: 'ann', column: '已完成', dueDate: '2026-11-20' },
    { id: 3, boardId: 2, assignee: 'ann', column: 'later', dueDate: '2026-11-26' },
    { id: 4, boardId: 2, assignee: 'ann', column: 'done', dueDate: '2026-11-26' },
    { id: 5, boardId: 2, assignee: 'bob', column: 'todo', dueDate: '2026-11-26' },
    { id: 6, boardId: 2, assignee: 'ann', column: 'todo', dueDate: '2026-12-01' },
  ],
  defects: [
    { id: 1, projectId: 1, assignee: 'ann', severity: 'major', status: 'new' },
    { id: 2, projectId: 2, assignee: 'ann', severity: 'major', status: 'resolved' },
    { id: 3, projectId: 2, assignee: 'ann', severity: 'blocker', status: 'reopened' },
    { id: 4, projectId: 2, assignee: 'bob', severity: 'blocker', status: 'new' },
  ],
};

describe('#16.6 the overview aggregates (WORKBENCH §5.2)', () => {
  it('#16.6 a board’s columns from names or {key, name, done}; without a done flag the last column is done', () => {
    expect(boardColumns(state.boards[0]).map((c) => c.done)).toEqual([false, false, true]);
    expect(boardColumns(state.boards[1])).toEqual([
      { key: 'todo', name: '待办', done: false },
      { key: 'done', name: '已完成', done: true },
      { key: 'later', name: '以后', done: false },
    ]);
    expect(boardColumns(undefined)).toEqual([]);
  });

  it('#16.6 counts only the person’s tasks and defects: open, overdue, due within seven days, by status and severity', () => {
    const stats = overviewStats(state, 'ann', { today: '2026-11-24' });
    expect(stats.tasks.map((t) => t.id)).toEqual([1, 2, 3, 4, 6]);
    expect(stats.myTasks).toEqual({
      total: 5,
      open: 3,
      overdue: 1,
      dueThisWeek: 1, // task 3; task 6 is due on the eighth day (today + 7)
      byStatus: { 待办: 2, 进行中: 0, 已完成: 2, 以后: 1 },
    });
    expect(stats.myDefects.open).toBe(2);
    expect(stats.myDefects.bySeverity).toMatchObject({ blocker: 1, major: 1, critical: 0 });
    expect(stats.projects).toEqual({ active: 2, archived: 1 }); // JIMU counts as an active project
  });

  it('#16.6 one project narrows tasks (through their board) and defects', () => {
    const stats = overviewStats(state, 'ann', { today: '2026-11-24', projectId: 2 });
    expect(stats.tasks.map((t) => t.id)).toEqual([3, 4, 6]);
    expect(stats.defects.map((d) => d.id)).toEqual([2, 3]);
  });
});

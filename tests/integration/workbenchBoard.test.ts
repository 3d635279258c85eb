import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

// The project board's calls over loopback HTTP: the server decides a card's place from the neighbours the
// client saw, so concurrent moves converge; permissions; templates; the server's field rules.
let wb: WorkbenchHarness;
beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(() => wb?.stop());

interface Task {
  id: number;
  column: string;
  rank: string;
  title: string;
  done: boolean;
}
const board = async (id: number, token = wb.admin) => {
  const answer = await wb.call('GET', `/workbench/board/get?id=${id}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data as { board: { columns: { key: string; name: string }[] }; tasks: Task[] };
};
const column = async (boardId: number, key: string, token = wb.admin) =>
  (await board(boardId, token)).tasks.filter((t) => t.column === key);
const sort = (token: string, body: Record<string, unknown>) =>
  wb.call('POST', '/workbench/tasks/sort', { token, body });

describe('#16.1 §5.13 tasks/sort: one order decided by the server', () => {
  it('#16.1 §5.13 two concurrent moves into the same column end in the same order for both clients', async () => {
    const before = (await column(1, 'doing')).map((t) => t.id);
    expect(before).toEqual([5, 14]);
    // admin and editor both drop a card between 5 and 14 at the same moment.
    const [a, b] = await Promise.all([
      sort(wb.admin, { id: 7, column: 'doing', prevId: 5, nextId: 14 }),
      sort(wb.editor, { id: 12, column: 'doing', prevId: 5, nextId: 14 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toMatchObject({ id: 7, column: 'doing' });
    const seenByAdmin = await column(1, 'doing', wb.admin);
    const seenByEditor = await column(1, 'doing', wb.editor);
    expect(seenByEditor.map((t) => t.id)).toEqual(seenByAdmin.map((t) => t.id));
    const ids = seenByAdmin.map((t) => t.id);
    expect(ids[0]).toBe(5);
    expect(ids.at(-1)).toBe(14);
    expect(new Set(ids.slice(1, 3))).toEqual(new Set([7, 12]));
    const ranks = seenByAdmin.map((t) => t.rank);
    expect(ranks).toEqual([...new Set(ranks)].sort());
  });

  it('#16.1 §5.13 many concurrent moves from two clients leave every card once, in one strict order', async () => {
    const cards = (await board(3)).tasks.map((t) => t.id);
    const moves = cards.flatMap((id, i) => [
      sort(i % 2 ? wb.admin : wb.editor, {
        id,
        column: 'todo',
        prevId: cards[0] === id ? null : cards[0],
        nextId: null,
      }),
    ]);
    const answers = await Promise.all(moves);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const [viewA, viewB] = await Promise.all([board(3, wb.admin), board(3, wb.tester)]);
    expect(viewB.tasks.map((t) => t.id)).toEqual(viewA.tasks.map((t) => t.id));
    expect(viewA.tasks.map((t) => t.id).sort()).toEqual([...cards].sort());
    const todo = viewA.tasks.filter((t) => t.column === 'todo');
    expect(todo).toHaveLength(cards.length);
    expect(todo.map((t) => t.rank)).toEqual([...new Set(todo.map((t) => t.rank))].sort());
  });

  it('#16.1 a neighbour moved away meanwhile: the card goes before the other neighbour; no neighbours: the end', async () => {
    const todo = (await column(4, 'todo')).map((t) => t.id);
    const doing = (await column(4, 'doing')).map((t) => t.id);
    // prevId names a card that is no longer in the column (it is in todo): use nextId.
    const moved = await sort(wb.admin, { id: todo[0], column: 'doing', prevId: todo[1], nextId: doing[1] });
    expect(moved.status).toBe(200);
    expect((await column(4, 'doing')).map((t) => t.id)).toEqual([doing[0], todo[0], ...doing.slice(1)]);
    await sort(wb.admin, { id: todo[1], column: 'doing', prevId: null, nextId: null });
    expect((await column(4, 'doing')).map((t) => t.id).at(-1)).toBe(todo[1]);
    await sort(wb.admin, { id: todo[2], column: 'doing', prevId: null, nextId: doing[0] });
    expect((await column(4, 'doing')).map((t) => t.id)[0]).toBe(todo[2]);
  });

  it('#16.1 sixty drops at the same place keep the order; long ranks renumber the column', async () => {
    const done = (await column(2, 'done')).map((t) => t.id);
    const todo = (await column(2, 'todo')).map((t) => t.id);
    const [first, last] = done;
    for (let i = 0; i < 60; i++) {
      const mover = i % 2 ? todo[0] : todo[1];
      const answer = await sort(wb.admin, { id: mover, column: 'done', prevId: first, nextId: null });
      expect(answer.status).toBe(200);
    }
    const after = await column(2, 'done');
    expect(after.map((t) => t.id)).toEqual([first, todo[0], todo[1], last].filter((id) => id !== undefined));
    expect(after.every((t) => t.rank.length <= 12 && t.done)).toBe(true);
  });

  it('#16.1 cards written without a usable rank (older records, other calls) are renumbered by the next move', async () => {
    const doing = (await column(3, 'doing')).map((t) => t.id);
    for (const id of doing.slice(0, 2)) {
      const edit = await wb.call('POST', '/task/doEdit', { token: wb.admin, body: { id, rank: '' } });
      expect(edit.status).toBe(200);
    }
    const todo = (await column(3, 'todo')).map((t) => t.id);
    expect((await sort(wb.admin, { id: todo[0], column: 'doing', prevId: null, nextId: null })).status).toBe(
      200,
    );
    const after = await column(3, 'doing');
    expect(after.at(-1)?.id).toBe(todo[0]);
    expect(after.map((t) => t.rank)).toEqual([...new Set(after.map((t) => t.rank))].sort());
    expect(after.every((t) => t.rank !== '')).toBe(true);
  });

  it('#16.1 a move names a real card and column of its board', async () => {
    expect((await sort(wb.admin, { id: 9999, column: 'doing' })).status).toBe(404);
    const badColumn = await sort(wb.admin, { id: 5, column: 'nope' });
    expect(badColumn.status).toBe(400);
    expect(badColumn.body.msg).toContain('todo, doing, done');
    expect((await sort(wb.admin, { id: 5, column: 'doing', prevId: 5 })).status).toBe(400);
    expect((await sort(wb.admin, { id: 5, column: 'doing', prevId: { x: 1 } })).status).toBe(400);
  });
});

describe('#16.7 §5.13 permissions of the board calls', () => {
  it('#16.7 the test account is refused every write with 403; it still reads', async () => {
    const refused = [
      ['/workbench/tasks/sort', { id: 5, column: 'todo', prevId: null, nextId: null }],
      ['/workbench/tasks/save', { boardId: 1, title: 'x', column: 'todo' }],
      ['/workbench/board/save', { projectId: 1, name: 'x', columns: [{ name: 'a' }] }],
      ['/workbench/board/fromTemplate', { templateId: 1, projectId: 1 }],
      ['/workbench/boardTpl/save', { name: 'x', columns: [{ name: 'a' }] }],
      ['/workbench/tasks/doDelete', { ids: [5] }],
      ['/workbench/board/doDelete', { ids: [1] }],
      ['/workbench/boardTpl/doDelete', { ids: [1] }],
    ] as const;
    for (const [path, body] of refused) {
      const answer = await wb.call('POST', path, { token: wb.tester, body });
      expect(answer.status, path).toBe(403);
      expect(answer.body.code, path).toBe(403);
    }
    expect((await wb.call('GET', '/workbench/board/getList?projectId=1', { token: wb.tester })).status).toBe(
      200,
    );
    expect((await wb.call('GET', '/workbench/boardTpl/getList', { token: wb.tester })).status).toBe(200);
  });

  it('#16.7 the editor may move, add and edit but not delete cards, boards or columns', async () => {
    const created = await wb.call('POST', '/workbench/tasks/save', {
      token: wb.editor,
      body: { boardId: 1, title: '编辑者的卡片', column: 'todo' },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(
      (await wb.call('POST', '/workbench/tasks/doDelete', { token: wb.editor, body: { ids: [id] } })).status,
    ).toBe(403);
    const { board: b } = await board(2);
    const withEmpty = await wb.call('POST', '/workbench/board/save', {
      token: wb.editor,
      body: { id: 2, columns: [...b.columns, { name: '归档' }] },
    });
    expect(withEmpty.status).toBe(200);
    const columns = withEmpty.body.data.columns;
    expect(columns.at(-1)).toMatchObject({ key: 'c1', name: '归档' });
    const dropEmpty = await wb.call('POST', '/workbench/board/save', {
      token: wb.editor,
      body: { id: 2, columns: columns.slice(0, -1) },
    });
    expect(dropEmpty.status).toBe(403);
    const byAdmin = await wb.call('POST', '/workbench/board/save', {
      token: wb.admin,
      body: { id: 2, columns: columns.slice(0, -1) },
    });
    expect(byAdmin.status).toBe(200);
    expect(
      (await wb.call('POST', '/workbench/tasks/doDelete', { token: wb.admin, body: { ids: [id] } })).status,
    ).toBe(200);
  });
});

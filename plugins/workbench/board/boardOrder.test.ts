import { describe, expect, it } from 'vitest';
import { buildContainers, containerId, moveOver, moveWithin, neighbours, parseContainer } from './boardOrder';
import type { Task } from './types';

const task = (id: number, column: string, assignee = 'lina'): Task => ({
  id,
  boardId: 1,
  column,
  rank: String(id),
  title: `card ${id}`,
  description: '',
  assignee,
  priority: 'medium',
  type: 'task',
  labels: id === 2 ? ['前端'] : [],
  dueDate: '',
  estimate: null,
  defectId: null,
  pageRef: '',
  apiId: null,
  done: false,
});
const columns = [
  { key: 'todo', name: '待办' },
  { key: 'doing', name: '进行中' },
];
const none = { text: '', assignee: '', priority: '', label: '' };
const tasks = [task(1, 'todo'), task(2, 'todo', 'admin'), task(3, 'doing')];

describe('#16.1 board order in the browser (§5.13)', () => {
  it('groups visible cards by column and lane, empty containers included', () => {
    expect(buildContainers(columns, tasks, 'none', none).items).toEqual({
      'col:todo:': [1, 2],
      'col:doing:': [3],
    });
    expect(buildContainers(columns, tasks, 'none', { ...none, label: '前端' }).items['col:todo:']).toEqual([
      2,
    ]);
    const lanes = buildContainers(columns, tasks, 'assignee', none);
    expect(lanes.lanes).toEqual(['admin', 'lina']);
    expect(lanes.items['col:doing:admin']).toEqual([]);
    expect(parseContainer(containerId('doing', 'li:na'))).toEqual({ column: 'doing', lane: 'li:na' });
  });

  it('moves a card over another column at the hovered place, to the end of an empty one, never across lanes', () => {
    const { items } = buildContainers(columns, tasks, 'none', none);
    expect(moveOver(items, 1, 3)).toEqual({ 'col:todo:': [2], 'col:doing:': [1, 3] });
    expect(moveOver(items, 1, 'col:doing:')).toEqual({ 'col:todo:': [2], 'col:doing:': [3, 1] });
    const lanes = buildContainers(columns, tasks, 'assignee', none).items;
    expect(moveOver(lanes, 1, 'col:doing:admin')).toBe(lanes);
    expect(moveWithin(items, 1, 2)).toEqual({ 'col:todo:': [2, 1], 'col:doing:': [3] });
  });

  it('names the neighbours a move is saved with', () => {
    const items = { 'col:todo:': [2], 'col:doing:': [1, 3] };
    expect(neighbours(items, 1)).toEqual({ prevId: null, nextId: 3 });
    expect(neighbours(items, 3)).toEqual({ prevId: 1, nextId: null });
    expect(neighbours(items, 2)).toEqual({ prevId: null, nextId: null });
  });
});

import { describe, expect, it } from 'vitest';
import { groupInOrder } from './environmentSequencer';

describe('groupInOrder', () => {
  it('puts items of one key together, each group where its first item stood, each in its own order', () => {
    const files = ['unit node a', 'unit dom b', 'unit node c', 'unit dom d', 'browser node e', 'unit node f'];
    expect(groupInOrder(files, (file) => file.split(' ').slice(0, 2).join(' '))).toEqual([
      'unit node a',
      'unit node c',
      'unit node f',
      'unit dom b',
      'unit dom d',
      'browser node e',
    ]);
  });

  it('leaves a list of one key, and an empty one, as it was', () => {
    expect(groupInOrder(['c', 'a', 'b'], () => 'same')).toEqual(['c', 'a', 'b']);
    expect(groupInOrder([], () => 'same')).toEqual([]);
  });
});

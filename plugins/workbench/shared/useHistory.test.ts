import { describe, expect, it } from 'vitest';
import { historyReducer } from './useHistory';

type NumberHistory = { past: number[]; present: number; future: number[] };
const start = (): NumberHistory => ({ past: [], present: 0, future: [] });

describe('#14.1 undo/redo history', () => {
  it('#14.1 the redo chain walks all the way back; a new change after undo drops redo', () => {
    let state = start();
    for (const next of [1, 2, 3]) state = historyReducer(state, { type: 'commit', next });
    state = historyReducer(historyReducer(historyReducer(state, { type: 'undo' }), { type: 'undo' }), {
      type: 'undo',
    });
    expect(state.present).toBe(0);
    state = historyReducer(historyReducer(historyReducer(state, { type: 'redo' }), { type: 'redo' }), {
      type: 'redo',
    });
    expect(state.present).toBe(3);
    expect(historyReducer(state, { type: 'redo' })).toBe(state);
    state = historyReducer(historyReducer(state, { type: 'undo' }), { type: 'commit', next: 9 });
    expect(state).toMatchObject({ present: 9, future: [] });
  });

  it('#14.1 keeps at most 100 snapshots', () => {
    let state = start();
    for (let next = 1; next <= 150; next++) state = historyReducer(state, { type: 'commit', next });
    expect(state.past).toHaveLength(100);
    expect(state.past[0]).toBe(50);
  });
});

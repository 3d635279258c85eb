import { useCallback, useReducer } from 'react';

interface State<T> {
  past: T[];
  present: T;
  future: T[];
}

type Action<T> =
  | { type: 'commit'; next: T }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; present: T };

const LIMIT = 100;

/**
 * The undo/redo history of a small document: every change goes through `commit`; snapshots
 * (structuredClone) capped at 100; a change after an undo drops the redo stack; redo walks the
 * whole chain back (amis #11428 redid only once).
 */
export function historyReducer<T>(state: State<T>, action: Action<T>): State<T> {
  switch (action.type) {
    case 'commit':
      return {
        past: [...state.past, structuredClone(state.present)].slice(-LIMIT),
        present: action.next,
        future: [],
      };
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest };
    }
    case 'reset':
      return { past: [], present: action.present, future: [] };
  }
}

/**
 * `useHistory(initial)`: the present value with commit, undo, redo, reset and the stack sizes
 * for the toolbar's counts.
 *
 * @example const history = useHistory(table); history.commit({ ...history.present, pageName: 'x' });
 */
export function useHistory<T>(initial: T) {
  const [state, dispatch] = useReducer(historyReducer<T>, { past: [], present: initial, future: [] });
  return {
    present: state.present,
    canUndo: state.past.length,
    canRedo: state.future.length,
    commit: useCallback((next: T) => dispatch({ type: 'commit', next }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    reset: useCallback((present: T) => dispatch({ type: 'reset', present }), []),
  };
}

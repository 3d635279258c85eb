import { useCallback, useRef, useState } from 'react';

const LIMIT = 50;

/**
 * Undo and redo over whole snapshots (at most 50 back): `record(current)` before a change,
 * `undo(current)` / `redo(current)` answer the snapshot to restore, or undefined.
 */
export function useHistory<T>() {
  const past = useRef<T[]>([]);
  const future = useRef<T[]>([]);
  const [, setVersion] = useState(0);
  const record = useCallback((current: T) => {
    past.current = [...past.current, current].slice(-LIMIT);
    future.current = [];
    setVersion((v) => v + 1);
  }, []);
  const undo = useCallback((current: T) => {
    const previous = past.current.pop();
    if (previous !== undefined) future.current.push(current);
    setVersion((v) => v + 1);
    return previous;
  }, []);
  const redo = useCallback((current: T) => {
    const next = future.current.pop();
    if (next !== undefined) past.current.push(current);
    setVersion((v) => v + 1);
    return next;
  }, []);
  return { record, undo, redo, canUndo: past.current.length > 0, canRedo: future.current.length > 0 };
}

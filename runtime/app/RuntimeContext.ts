import { createContext, useContext } from 'react';
import type { Runtime } from './createRuntime';

export const RuntimeContext = createContext<Runtime | null>(null);

/** The runtime services; throws when used outside `<App>`, naming the mistake. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() must be used inside <App> (RuntimeContext missing)');
  return runtime;
}

import { type DependencyList, useCallback, useEffect, useState } from 'react';
import type { CrudStatus } from './useCrudList';

export interface RequestState<T> {
  status: CrudStatus;
  data?: T;
  error?: Error;
  retry(): void;
}

/**
 * One request a page makes (a record, a card's figure, a form's initial values) with its
 * loading / ready / error state and a retry. An answer that arrives after the inputs changed is
 * ignored. Fails by status 'error', never by throwing.
 *
 * @example const { status, data, retry } = useRequest(() => provider.getOne('table', id), [provider, id]);
 */
export function useRequest<T>(load: () => Promise<T>, deps: DependencyList): RequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<RequestState<T>, 'retry'>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what load depends on
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, status: 'loading', error: undefined }));
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: Error) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [...deps, attempt]);
  return { ...state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

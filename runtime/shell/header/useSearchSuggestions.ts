import { useEffect, useState } from 'react';
import type { HttpClient } from '../../data';

/** One answer of GET /search/getList: the page's hash URL and the text shown. */
export interface SearchSuggestion {
  url: string;
  value: string;
}

/** The spec's search debounce. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Suggestions for `query`, asked of GET /search/getList `{ value }` only once the query has been
 * still for 500 ms; an answer that arrives after the query changed again is aborted. A
 * failed call leaves the list empty (the http layer has already toasted and logged it).
 * `settled` is the query as it stood when typing stopped (the one the answer is for).
 *
 * @example
 * const { suggestions, loading, settled } = useSearchSuggestions(http, query);
 */
export function useSearchSuggestions(http: HttpClient, query: string, delay = SEARCH_DEBOUNCE_MS) {
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [settled, setSettled] = useState('');

  useEffect(() => {
    const value = query.trim();
    if (!value) {
      setSuggestions([]);
      setLoading(false);
      setSettled('');
      return;
    }
    // Aborting a superseded call both saves the trip and keeps its late answer off the list.
    const controller = new AbortController();
    const current = () => !controller.signal.aborted;
    setLoading(true);
    const timer = setTimeout(() => {
      setSettled(value);
      http
        .get<{ list?: SearchSuggestion[] }>('/search/getList', { value }, { signal: controller.signal })
        .then(
          (answer) => current() && setSuggestions(Array.isArray(answer.data?.list) ? answer.data.list : []),
          () => current() && setSuggestions([]),
        )
        .finally(() => current() && setLoading(false));
    }, delay);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [http, query, delay]);

  return { suggestions, loading, settled };
}

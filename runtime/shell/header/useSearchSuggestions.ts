import { useEffect, useState } from 'react';

/** One suggestion of the search call (GET /search/getList): the page's hash URL and the text shown. */
export interface SearchSuggestion {
  url: string;
  value: string;
}

/** The search call app.yaml `api.search` names (runtime/data `searchCall`): the suggestions for a value. */
export type SearchFn = (value: string, signal?: AbortSignal) => Promise<unknown[]>;

/** The spec's search debounce. */
export const SEARCH_DEBOUNCE_MS = 500;

const isSuggestion = (item: unknown): item is SearchSuggestion =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as SearchSuggestion).url === 'string' &&
  typeof (item as SearchSuggestion).value === 'string';

/**
 * Suggestions for `query`, asked of the search call only once the query has been still for
 * 500 ms; an answer that arrives after the query changed again is aborted. A failed call leaves
 * the list empty (the http layer has already toasted and logged it), and so does a back end
 * without a search call (`search` undefined): nothing is asked. Items that are not
 * `{ url, value }` are left out. `settled` is the query as it stood when typing stopped (the one
 * the answer is for).
 *
 * @example
 * const { suggestions, loading, settled } = useSearchSuggestions(searchCall(http, api), query);
 */
export function useSearchSuggestions(
  search: SearchFn | undefined,
  query: string,
  delay = SEARCH_DEBOUNCE_MS,
) {
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
      if (!search) {
        setSuggestions([]);
        setLoading(false);
        return;
      }
      search(value, controller.signal)
        .then(
          (list) => current() && setSuggestions(list.filter(isSuggestion)),
          () => current() && setSuggestions([]),
        )
        .finally(() => current() && setLoading(false));
    }, delay);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [search, query, delay]);

  return { suggestions, loading, settled };
}

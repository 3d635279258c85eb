import { type RefObject, useEffect, useState } from 'react';
import { countRows, tableHeight } from './tableHeight';

/**
 * The table's height (window height less the console's chrome), recomputed when the window resizes or the search form (whose rows are
 * counted inside `searchRef`) changes size.
 *
 * @example const height = useTableHeight(searchRef); <Table scroll={{ y: height }} />
 */
export function useTableHeight(searchRef: RefObject<HTMLElement>): number {
  const [height, setHeight] = useState(() => tableHeight(window.innerHeight, 1));
  useEffect(() => {
    const update = () => {
      const search = searchRef.current;
      const form = search?.querySelector('form') ?? search?.firstElementChild;
      setHeight(tableHeight(window.innerHeight, countRows(form)));
    };
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (searchRef.current) observer?.observe(searchRef.current);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [searchRef]);
  return height;
}

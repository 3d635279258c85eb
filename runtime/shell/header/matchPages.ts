import type { ShellMenuItem } from '../menuItems';

/** A page the search can find: its path and its title in every language. */
export interface SearchablePage {
  path: string;
  titles: string[];
}

/**
 * The in-console pages of a menu (leaves that are not external links), each with its title in
 * every language `translate` knows, so a search finds "user" in Chinese mode too.
 *
 * @example searchablePages(items, [tZh, tEn]);
 */
export function searchablePages(
  items: readonly ShellMenuItem[],
  translators: readonly ((key: string) => string)[],
): SearchablePage[] {
  const pages: SearchablePage[] = [];
  const walk = (list: readonly ShellMenuItem[]) => {
    for (const item of list) {
      if (item.children?.length) walk(item.children);
      else if (!item.external) pages.push({ path: item.key, titles: translators.map((t) => t(item.title)) });
    }
  };
  walk(items);
  return pages;
}

/**
 * The pages whose title in any language, or whose path, holds every word of the query (case
 * ignored); titles that start with the query come first.
 *
 * @example matchPages(pages, 'user').map((p) => p.path); // ['/user_center/userManagement', …]
 */
export function matchPages(pages: readonly SearchablePage[], query: string): SearchablePage[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const text = (page: SearchablePage) => [...page.titles, page.path].join(' ').toLowerCase();
  const found = pages.filter((page) => words.every((word) => text(page).includes(word)));
  const head = words[0];
  const starts = (page: SearchablePage) => page.titles.some((title) => title.toLowerCase().startsWith(head));
  return [...found.filter(starts), ...found.filter((page) => !starts(page))];
}

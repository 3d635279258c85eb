/** The three search engines the error-log dialog links to. */
export const ERROR_SEARCH_ENGINES = [
  { name: 'Baidu', url: 'https://www.baidu.com/s?wd=' },
  { name: 'Google', url: 'https://www.google.com/search?q=' },
  { name: 'Bing', url: 'https://www.bing.com/search?q=' },
] as const;

/**
 * One search link per engine for an error message, the message encoded as the query.
 *
 * @example
 * errorSearchLinks('x is undefined')[2]; // { name: 'Bing', href: 'https://www.bing.com/search?q=x%20is%20undefined' }
 */
export function errorSearchLinks(message: string): { name: string; href: string }[] {
  const query = encodeURIComponent(message.trim());
  return ERROR_SEARCH_ENGINES.map((engine) => ({ name: engine.name, href: `${engine.url}${query}` }));
}

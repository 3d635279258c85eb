import type { VisitedTab } from '../machines';

/** What tells two visits of one route apart: the query's values, or the path's last segment. */
function parameterOf(tab: VisitedTab): string {
  const full = tab.fullPath ?? tab.key;
  const at = full.indexOf('?');
  if (at >= 0) {
    const values = [...new URLSearchParams(full.slice(at + 1)).values()].filter(Boolean);
    if (values.length) return values.join(' · ');
  }
  return full.split('?')[0].split('/').filter(Boolean).at(-1) ?? '';
}

/**
 * The label of every tab: its translated title, and where two tabs would read the same (two
 * detail tabs), the record's id or parameters after it — "详情页 3", "详情页 7".
 * A title a page set itself (tabs.changeMeta) is shown as it is.
 *
 * @example tabLabels(tabs, t); // ['首页', '详情页 · 3', '详情页 · 7']
 */
export function tabLabels(tabs: readonly VisitedTab[], translate: (key: string) => string): string[] {
  const titles = tabs.map((tab) => translate(tab.title));
  const count = new Map<string, number>();
  for (const title of titles) count.set(title, (count.get(title) ?? 0) + 1);
  return tabs.map((tab, i) => {
    if ((count.get(titles[i]) ?? 0) < 2) return titles[i];
    const parameter = parameterOf(tab);
    return parameter ? `${titles[i]} · ${parameter}` : titles[i];
  });
}

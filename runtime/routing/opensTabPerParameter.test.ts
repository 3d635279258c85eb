import { describe, expect, it } from 'vitest';
import { addVisitedTab, tabKeyOf } from '../machines/visitedTabs';
import { opensTabPerParameter } from './opensTabPerParameter';
import { route } from './routes.fixture';
import { tabForRoute } from './tabForRoute';

describe('opensTabPerParameter', () => {
  it('#11.11 RT-07 names detail, Params and Query in any case, and dynamicNewTab, open a tab per parameter', () => {
    for (const name of ['detail', 'Detail', 'DETAIL', 'Params', 'params', 'Query', 'query']) {
      expect(opensTabPerParameter({ name, meta: {} }), name).toBe(true);
    }
    expect(opensTabPerParameter({ name: 'Users', meta: {} })).toBe(false);
    expect(opensTabPerParameter({ name: 'Users', meta: { dynamicNewTab: true } })).toBe(true);
    expect(opensTabPerParameter({ meta: {} })).toBe(false);
  });

  it('#11.11 a route named Detail without dynamicNewTab: the tab id and the tabs machine key agree, one tab per query', () => {
    const detail = route('/orders/detail', 'Detail');
    expect(detail.meta.dynamicNewTab).toBeUndefined();
    let tabs = addVisitedTab([], { path: '/index', name: 'Index', meta: { title: 'route.index' } });
    for (const search of ['?id=1', '?id=2']) {
      const tab = tabForRoute([detail], { pathname: '/orders/detail', search });
      expect(tab?.path).toBe(`/orders/detail${search}`);
      // What NavigationRoot hands the machine: the pathname, the full path, name and meta.
      const visit = { path: '/orders/detail', fullPath: tab?.fullPath, name: tab?.name, meta: detail.meta };
      expect(tabKeyOf(visit)).toBe(tab?.path);
      tabs = addVisitedTab(tabs, visit);
    }
    expect(tabs.map((tab) => tab.key)).toEqual(['/index', '/orders/detail?id=1', '/orders/detail?id=2']);
  });
});

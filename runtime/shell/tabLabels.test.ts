import { describe, expect, it } from 'vitest';
import type { VisitedTab } from '../machines';
import { tabLabels } from './tabLabels';

const tab = (key: string, title: string, fullPath = key): VisitedTab => ({
  key,
  path: key.split('?')[0],
  fullPath,
  name: 'n',
  title,
  meta: { title },
});
const t = (key: string) => ({ 'route.detail': '详情页', 'route.index': '首页' })[key] ?? key;

describe('tabLabels', () => {
  it('#11.5 two detail tabs read apart by their record id; lone titles stay as they are', () => {
    const tabs = [
      tab('/index', 'route.index'),
      tab('/vab/table/detail?id=3', 'route.detail'),
      tab('/vab/table/detail?id=7', 'route.detail'),
      tab('/other/dynamicSegment/test1/5', 'route.params'),
    ];
    expect(tabLabels(tabs, t)).toEqual(['首页', '详情页 · 3', '详情页 · 7', 'route.params']);
  });

  it('#11.5 path parameters tell tabs apart when there is no query', () => {
    const tabs = [tab('/p/test1/5', 'route.params'), tab('/p/test1/6', 'route.params')];
    expect(tabLabels(tabs, t)).toEqual(['route.params · 5', 'route.params · 6']);
  });
});

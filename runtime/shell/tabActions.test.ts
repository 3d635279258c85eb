import { describe, expect, it } from 'vitest';
import type { VisitedTab } from '../machines';
import { pathAfterClose, tabActionEnabled } from './tabActions';

const tab = (key: string, meta: Partial<VisitedTab['meta']> = {}): VisitedTab => ({
  key,
  path: key,
  fullPath: `${key}?q=1`,
  name: key,
  title: key,
  meta: { title: key, ...meta },
});
const tabs = [tab('/index', { noClosable: true }), tab('/a'), tab('/b'), tab('/c', { affix: true })];

describe('tab actions', () => {
  it('SE-08 an action that would close only non-closable tabs is disabled', () => {
    expect(tabActionEnabled(tabs, '/index', 'close')).toBe(false);
    expect(tabActionEnabled(tabs, '/c', 'close')).toBe(false);
    expect(tabActionEnabled(tabs, '/a', 'close')).toBe(true);
    expect(tabActionEnabled(tabs, '/a', 'closeLeft')).toBe(false);
    expect(tabActionEnabled(tabs, '/b', 'closeLeft')).toBe(true);
    expect(tabActionEnabled(tabs, '/b', 'closeRight')).toBe(false);
    expect(tabActionEnabled(tabs, '/index', 'closeOthers')).toBe(true);
    expect(tabActionEnabled(tabs, '/index', 'closeAll')).toBe(true);
    expect(tabActionEnabled([tabs[0]], '/index', 'closeAll')).toBe(false);
    expect(tabActionEnabled(tabs, '/missing', 'reload')).toBe(false);
  });

  it('SE-08 closing the current tab goes to the tab acted on, else the last one, else home', () => {
    expect(pathAfterClose(tabs, '/a', '/b')).toBeNull();
    expect(pathAfterClose([tabs[0], tabs[2]], '/a', '/b')).toBe('/b?q=1');
    expect(pathAfterClose([tabs[0], tabs[2]], '/a', '/a')).toBe('/b?q=1');
    expect(pathAfterClose([], '/a')).toBe('/');
  });
});

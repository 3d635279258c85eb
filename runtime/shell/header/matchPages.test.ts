import { describe, expect, it } from 'vitest';
import type { ShellMenuItem } from '../menuItems';
import { matchPages, searchablePages } from './matchPages';

const zh: Record<string, string> = {
  'route.users': '用户管理',
  'route.roles': '角色管理',
  'route.index': '首页',
};
const en: Record<string, string> = {
  'route.users': 'User management',
  'route.roles': 'Roles',
  'route.index': 'Home',
};
const items: ShellMenuItem[] = [
  { key: '/index', title: 'route.index' },
  {
    key: '/user_center',
    title: 'route.center',
    children: [
      { key: '/user_center/userManagement', title: 'route.users' },
      { key: '/user_center/roleManagement', title: 'route.roles' },
    ],
  },
  { key: 'https://example.com', title: 'route.external', external: true },
];
const pages = searchablePages(items, [(k) => zh[k] ?? k, (k) => en[k] ?? k]);

describe('matchPages', () => {
  it('#11.4 LY-11 lists the in-console leaves with their titles in both languages', () => {
    expect(pages.map((p) => p.path)).toEqual([
      '/index',
      '/user_center/userManagement',
      '/user_center/roleManagement',
    ]);
    expect(pages[1].titles).toEqual(['用户管理', 'User management']);
  });

  it('#11.4 LY-11 finds a page by its Chinese title, its English title (any case) and its path', () => {
    expect(matchPages(pages, '用户').map((p) => p.path)).toEqual(['/user_center/userManagement']);
    expect(matchPages(pages, 'user').map((p) => p.path)).toEqual([
      '/user_center/userManagement',
      '/user_center/roleManagement',
    ]);
    expect(matchPages(pages, 'roleMan').map((p) => p.path)).toEqual(['/user_center/roleManagement']);
    expect(matchPages(pages, 'HOME').map((p) => p.path)).toEqual(['/index']);
    expect(matchPages(pages, '  ')).toEqual([]);
    expect(matchPages(pages, 'nothing here')).toEqual([]);
  });
});

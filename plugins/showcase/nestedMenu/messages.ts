import { defineShowcaseMessages } from '../shared/showcaseMessages';

export const messages = defineShowcaseMessages(
  'nestedMenu',
  {
    description: '多级菜单与深层页面的缓存：两个路由共用一个组件，切换标签后输入的内容仍在。',
    chain: '路由链',
    keepAlive: '缓存检查',
    keepAliveHint: '输入一些文字，打开另一个多级页面再回来，文字还在。',
    placeholder: '随便写点什么',
    others: '其他多级页面',
    levelHidden:
      '菜单 1-2 设置了 levelHidden：菜单里它的子项 菜单 1-2-1 直接显示在 菜单 1 下面，菜单 1-2 本身不显示；面包屑仍按路由链显示。',
  },
  {
    description:
      'Deep menus and caching at depth: two routes share one component, and text typed here survives a tab switch.',
    chain: 'Route chain',
    keepAlive: 'Keep-alive check',
    keepAliveHint: 'Type something, open the other nested page and come back: the text is still there.',
    placeholder: 'Write anything',
    others: 'Other nested pages',
    levelHidden:
      'Menu 1-2 has levelHidden: in the menu its child Menu 1-2-1 shows directly under Menu 1 and Menu 1-2 itself is left out; the breadcrumb still follows the route chain.',
  },
);

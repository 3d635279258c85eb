import { defineShowcaseMessages } from '../shared/showcaseMessages';

export const messages = defineShowcaseMessages(
  'tableDetail',
  {
    description:
      '从综合表格的行操作打开的记录详情：每个 id 一个标签页，菜单仍高亮综合表格，标签标题按记录改名。',
    titled: '{{title}} 详情',
    keepAlive: '缓存检查',
    keepAliveHint: '输入点内容，切到别的标签页再回来：内容还在。',
    back: '返回',
    route: '当前路由',
  },
  {
    description:
      "A record's details, opened from the comprehensive table's row action: one tab per id, the menu keeps Comprehensive table highlighted, and the tab is renamed after the record.",
    titled: '{{title}} details',
    keepAlive: 'Keep-alive check',
    keepAliveHint: 'Type something, switch to another tab and come back: it is still here.',
    back: 'Back',
    route: 'Current route',
  },
);

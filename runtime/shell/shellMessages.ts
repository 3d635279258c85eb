/**
 * The shell's own strings (menus, tabs bar, drawer), merged under `jimu.shell.*` by createRuntime
 * without overwriting: a config table may re-word any of them.
 */
export const shellMessages = {
  zh: {
    jimu: {
      shell: {
        home: '首页',
        fold: '收起菜单',
        unfold: '展开菜单',
        overlay: '关闭菜单',
        tabs: '标签页',
        tabsMore: '标签页操作',
        closeTab: '关闭 {{title}}',
        reload: '重新加载',
        close: '关闭',
        closeOthers: '关闭其他',
        closeLeft: '关闭左侧',
        closeRight: '关闭右侧',
        closeAll: '关闭全部',
        topMenu: '顶部菜单',
        columnMenu: '栏目菜单',
        more: '更多',
        tabsLeft: '向左滚动标签页',
        tabsRight: '向右滚动标签页',
        openTabs: '已打开的标签页',
        newWindow: '（新窗口打开）',
      },
    },
  },
  en: {
    jimu: {
      shell: {
        home: 'Home',
        fold: 'Fold the menu',
        unfold: 'Unfold the menu',
        overlay: 'Close the menu',
        tabs: 'Tabs',
        tabsMore: 'Tab actions',
        closeTab: 'Close {{title}}',
        reload: 'Reload',
        close: 'Close',
        closeOthers: 'Close others',
        closeLeft: 'Close to the left',
        closeRight: 'Close to the right',
        closeAll: 'Close all',
        topMenu: 'Top menu',
        columnMenu: 'Column menu',
        more: 'More',
        tabsLeft: 'Scroll the tabs left',
        tabsRight: 'Scroll the tabs right',
        openTabs: 'Open tabs',
        newWindow: ' (opens in a new window)',
      },
    },
  },
} as const;

/**
 * The strings of the header tools, the theme drawer and the update notice, in zh and en, under
 * `jimu.*` like the runtime's own. They come with the console half and are registered when it
 * loads (runtime/app/consoleParts.ts), without overwriting keys already there, so a config table
 * can still re-word any of them.
 */
export const headerMessages = {
  zh: {
    jimu: {
      tools: {
        fullScreen: '全屏',
        exitFullScreen: '退出全屏',
        fullScreenFailed: '全屏失败，浏览器不允许全屏',
        theme: '主题配置',
        refresh: '刷新',
        search: '搜索',
        searchPlaceholder: '搜索页面',
        searchEmpty: '没有匹配的页面',
        notice: '消息',
        noticeTab: '通知',
        emailTab: '邮件',
        noticeEmpty: '暂无消息',
        clearNotice: '清空消息',
        noticeCleared: '消息已清空',
        switchLanguage: '切换语言',
        clearCache: '清理缓存',
        clearCacheConfirm: '清空本地缓存并重新加载？',
        errorLog: '错误日志',
        moreTools: '更多工具',
      },
      errorLog: {
        title: '错误日志',
        empty: '暂无错误',
        url: '路由',
        message: '错误信息',
        stack: '堆栈',
        searchWith: '搜索：',
        cancel: '取消',
        hideAll: '全部隐藏',
      },
      backToTop: '回到顶部',
    },
  },
  en: {
    jimu: {
      tools: {
        fullScreen: 'Full screen',
        exitFullScreen: 'Exit full screen',
        fullScreenFailed: 'Full screen failed: the browser refused it',
        theme: 'Theme settings',
        refresh: 'Refresh',
        search: 'Search',
        searchPlaceholder: 'Search pages',
        searchEmpty: 'No matching page',
        notice: 'Messages',
        noticeTab: 'Notices',
        emailTab: 'E-mails',
        noticeEmpty: 'No messages',
        clearNotice: 'Clear messages',
        noticeCleared: 'Messages cleared',
        switchLanguage: 'Switch language',
        clearCache: 'Clear cache',
        clearCacheConfirm: 'Empty local storage and reload?',
        errorLog: 'Error log',
        moreTools: 'More tools',
      },
      errorLog: {
        title: 'Error log',
        empty: 'No errors',
        url: 'Route',
        message: 'Message',
        stack: 'Stack',
        searchWith: 'Search with:',
        cancel: 'Cancel',
        hideAll: 'Hide all',
      },
      backToTop: 'Back to top',
    },
  },
} as const;

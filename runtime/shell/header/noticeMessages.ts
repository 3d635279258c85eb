/**
 * The strings of opening a message and of the cache-clear question, in zh and en, under
 * `jimu.tools.*` beside headerMessages (added the same way, config re-wordings win).
 */
export const noticeMessages = {
  zh: {
    jimu: {
      tools: {
        noticeBack: '返回消息列表',
        noticeUnread: '未读',
        noticeClearFailed: '消息未能清空，请稍后再试',
        clearCacheTitle: '清理缓存并重新登录？',
        clearCacheBody: '将清空本浏览器保存的设置、标签页和登录状态，然后重新加载，需要重新登录。',
        clearCacheOk: '清理并退出',
        cancel: '取消',
      },
    },
  },
  en: {
    jimu: {
      tools: {
        noticeBack: 'Back to messages',
        noticeUnread: 'Unread',
        noticeClearFailed: 'The messages could not be cleared; try again later',
        clearCacheTitle: 'Clear the cache and sign in again?',
        clearCacheBody:
          'This empties the settings, tabs and sign-in this browser keeps, then reloads: you will sign in again.',
        clearCacheOk: 'Clear and sign out',
        cancel: 'Cancel',
      },
    },
  },
} as const;

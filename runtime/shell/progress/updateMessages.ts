/** The new-version notice's strings. */
export const updateMessages = {
  zh: {
    jimu: { update: { title: '发现新版本', content: '新版本已就绪，将在 {{seconds}} 秒后自动刷新页面' } },
  },
  en: {
    jimu: {
      update: { title: 'New version available', content: 'The page reloads itself in {{seconds}} seconds' },
    },
  },
} as const;

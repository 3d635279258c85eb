import { defineShowcaseMessages } from './showcaseMessages';

/** The demo frame's own strings (`showcase.page.*`). */
export const pageMessages = defineShowcaseMessages(
  'page',
  {
    viewConfig: '查看配置',
    viewSource: '查看源码',
    configTitle: '路由配置',
    sourceTitle: '源码',
    reference: '参考',
    library: '使用的库',
    loading: '加载中…',
    loadFailed: '加载失败：{{message}}',
    retry: '重试',
    passedConfig: '传给运行时的配置',
  },
  {
    viewConfig: 'View config',
    viewSource: 'View source',
    configTitle: 'Route config',
    sourceTitle: 'Source',
    reference: 'Reference',
    library: 'Libraries used',
    loading: 'Loading…',
    loadFailed: 'Could not load: {{message}}',
    retry: 'Retry',
    passedConfig: 'Config handed to the runtime',
  },
);

import { defineShowcaseMessages } from '../shared/showcaseMessages';

export const view = defineShowcaseMessages(
  'iframeView',
  {
    description: '在控制台里打开一个页面：地址和标题来自查询参数，每个地址一个标签页；只允许 http / https。',
    refused: '地址不安全，已拒绝',
    refusedDetail: '只能打开 http 或 https 地址：{{url}}',
    missing: '没有地址：请从 Iframe 搜索打开。',
    refresh: '刷新',
    openWindow: '新窗口打开',
    address: '地址',
    loading: '正在加载页面…',
    frameTitle: '嵌入页面：{{title}}',
    toSearch: '去 Iframe 搜索',
  },
  {
    description:
      'A page opened inside the console: address and title come from the query, one tab per address; http and https only.',
    refused: 'Unsafe address, refused',
    refusedDetail: 'Only http or https addresses can open: {{url}}',
    missing: 'No address: open one from Iframe search.',
    refresh: 'Refresh',
    openWindow: 'Open in a new window',
    address: 'Address',
    loading: 'Loading the page…',
    frameTitle: 'Embedded page: {{title}}',
    toSearch: 'Go to Iframe search',
  },
);

export const search = defineShowcaseMessages(
  'iframeSearch',
  {
    description: '填写地址和标题，在新标签页里以 Iframe 打开；地址只能是 http / https。',
    url: '地址',
    title: '标题',
    submit: '查询',
    presets: '示例',
    sample: '样例页',
    api: '接口文档',
    sampleTitle: '样例',
    apiTitle: '接口文档',
  },
  {
    description: 'Enter an address and a title to open it in an iframe tab; http and https only.',
    url: 'Address',
    title: 'Title',
    submit: 'Search',
    presets: 'Presets',
    sample: 'Sample page',
    api: 'API docs',
    sampleTitle: 'Sample',
    apiTitle: 'API docs',
  },
);

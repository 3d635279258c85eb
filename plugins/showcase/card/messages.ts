import { defineShowcaseMessages } from '../shared/showcaseMessages';

export const messages = defineShowcaseMessages(
  'card',
  {
    description: '记录的卡片视图：按标题和状态筛选，封面悬停时出现放大镜，卡片可打开详情或复制标题。',
    search: '标题',
    query: '查询',
    status: '状态',
    all: '全部',
    statuses: { published: '已发布', draft: '草稿', deleted: '已删除' },
    detail: '详情',
    copyTitle: '复制标题',
    copied: '已复制：{{text}}',
    copyFailed: '无法写入剪贴板：{{text}}',
    cover: '{{title}} 的封面',
  },
  {
    description:
      'Records as cards: filter by title and status, a magnifier over the cover on hover, open a card’s details or copy its title.',
    search: 'Title',
    query: 'Search',
    status: 'Status',
    all: 'All',
    statuses: { published: 'Published', draft: 'Draft', deleted: 'Deleted' },
    detail: 'Details',
    copyTitle: 'Copy title',
    copied: 'Copied: {{text}}',
    copyFailed: 'Could not write to the clipboard: {{text}}',
    cover: 'Cover of {{title}}',
  },
);

import { defineShowcaseMessages } from '../shared/showcaseMessages';

export const messages = defineShowcaseMessages(
  'inlineEditTable',
  {
    description:
      '在行内编辑标题、状态和评分并保存到服务器：一次只编辑一行，Enter 保存，Esc 取消；失败时撤回。',
    search: '标题',
    query: '查询',
    columns: { index: '序号', title: '标题', status: '状态', author: '作者', rate: '评分', actions: '操作' },
    status: { published: '已发布', draft: '草稿', deleted: '已删除' },
    edit: '编辑',
    save: '保存',
    cancel: '取消',
    saved: '已保存',
    titleRequired: '请输入标题',
    titleLength: '标题长度为 1–100 个字',
  },
  {
    description:
      'Edit title, status and rating in place and save to the server: one row at a time, Enter saves, Esc cancels; a refused save is undone.',
    search: 'Title',
    query: 'Search',
    columns: {
      index: 'No.',
      title: 'Title',
      status: 'Status',
      author: 'Author',
      rate: 'Rating',
      actions: 'Actions',
    },
    status: { published: 'Published', draft: 'Draft', deleted: 'Deleted' },
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Saved',
    titleRequired: 'Enter a title',
    titleLength: 'A title has 1–100 characters',
  },
);

import type { DetailPageConfig } from '../../../schemas/types.gen';

/** The page config the demo hands to the runtime's DetailPage (shown under 查看配置). */
export const detailPage: DetailPageConfig = {
  kind: 'detail',
  title: 'page.table.title',
  resource: 'table',
  fields: [
    { field: 'title', title: 'field.title' },
    {
      field: 'status',
      title: 'field.status',
      cell: {
        type: 'tag',
        colors: { published: 'green', draft: 'grey', deleted: 'red' },
        labels: { published: 'option.published', draft: 'option.draft', deleted: 'option.deleted' },
      },
    },
    { field: 'author', title: 'field.author' },
    { field: 'datetime', title: 'field.datetime', cell: { type: 'datetime', format: 'YYYY-MM-DD HH:mm:ss' } },
    { field: 'pageViews', title: 'field.pageViews' },
    { field: 'percent', title: 'field.percent', cell: { type: 'progress', max: 100 } },
    { field: 'rate', title: 'field.rate', cell: { type: 'rate', max: 5 } },
    { field: 'img', title: 'field.img', cell: { type: 'image', size: 96 } },
    { field: 'description', title: 'field.description' },
  ],
};

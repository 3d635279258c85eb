import { defineShowcaseMessages } from '../shared/showcaseMessages';

export const params = defineShowcaseMessages(
  'dynamicSegmentParams',
  {
    description: '路径参数 test1/:id：每个 id 一个标签页，标签名按标签键改为 Params Id=<id>。',
    current: '当前 id：{{id}}',
    howTo: '在页面中读取：findRoute(routes, pathname).params.id（路由表匹配得到的路径参数）',
    idLabel: 'id',
    open: '打开 id {{id}}',
    openQuery: '以 Query 打开',
    route: '当前路由',
    idInvalid: 'id 须为 1–9999 的整数',
  },
  {
    description: 'A path parameter test1/:id: one tab per id, each renamed by its tab key to Params Id=<id>.',
    current: 'Current id: {{id}}',
    howTo: 'Read it in a page: findRoute(routes, pathname).params.id (the parameter the route table matched)',
    idLabel: 'id',
    open: 'Open id {{id}}',
    openQuery: 'Open as query',
    route: 'Current route',
    idInvalid: 'The id must be a whole number from 1 to 9999',
  },
);

export const query = defineShowcaseMessages(
  'dynamicSegmentQuery',
  {
    description: '查询参数 test2?id=：每个 id 一个标签页，标签名按标签键改为 Query Id=<id>。',
    current: '当前 id：{{id}}',
    howTo: "在页面中读取：new URLSearchParams(useLocation().search).get('id')",
    missing: '地址里没有 id 参数。',
    back: '回到 参数 test1/1',
    route: '当前路由',
  },
  {
    description: 'A query parameter test2?id=: one tab per id, each renamed by its tab key to Query Id=<id>.',
    current: 'Current id: {{id}}',
    howTo: "Read it in a page: new URLSearchParams(useLocation().search).get('id')",
    missing: 'The address has no id parameter.',
    back: 'Back to Params test1/1',
    route: 'Current route',
  },
);

import type { SeededRandom } from './seededRandom';

const FROM = new Date('2024-01-01T00:00:00Z');
const TO = new Date('2024-12-31T00:00:00Z');
const AUTHORS = ['张伟', '王芳', '李娜', '刘洋', '陈杰', '杨敏', '赵磊', '黄丽', '周强', '吴静'];
const TOPICS = [
  '积木',
  '低代码',
  '表单引擎',
  '权限模型',
  '路由配置',
  '主题定制',
  '数据看板',
  '接口管理',
  '代码生成',
  '物料中心',
];
const VERBS = ['实践', '入门', '设计', '优化', '指南', '复盘', '方案', '规范'];

/**
 * The 50 demo table items with their value ranges: pageViews 300–5000, img 1–38, percent
 * 80–99, rate 1–5, percentage 0–100.
 *
 * @example
 * seedTable(random).length; // 50
 */
export function seedTable(random: SeededRandom) {
  return Array.from({ length: 50 }, (_, index) => {
    const topic = random.pick(TOPICS);
    return {
      id: index + 1,
      uuid: random.uuid(),
      title: `${topic}${random.pick(VERBS)}（${index + 1}）`,
      description: `关于${topic}的一篇记录，讲清楚为什么这样做以及如何落地。`,
      status: random.pick(['published', 'draft', 'deleted'] as const),
      author: random.pick(AUTHORS),
      datetime: random.datetime(FROM, TO),
      pageViews: random.int(300, 5000),
      img: `/mock-assets/table/${random.int(1, 38)}.svg`,
      switch: random.bool(),
      percent: random.int(80, 99),
      rate: random.int(1, 5),
      percentage: random.int(0, 100),
    };
  });
}

const GOODS = [
  ['积木工作台专业版', 'Jimu Pro', 1999],
  ['低代码表单设计器', 'Form Designer', 699],
  ['数据看板模板包', 'Dashboard Kit', 299],
  ['权限中心插件', 'Access Center', 499],
  ['接口管理插件', 'API Manager', 399],
  ['代码生成器', 'Code Generator', 899],
  ['主题皮肤合集', 'Theme Pack', 99],
  ['图标素材库', 'Icon Library', 59],
  ['流程设计器', 'Workflow Designer', 799],
  ['打印模板设计器', 'Print Designer', 199],
  ['移动端适配包', 'Mobile Kit', 259],
  ['国际化语言包', 'i18n Pack', 79],
] as const;

/**
 * Goods of the market screen: icon, title, price, labels, company, url, description.
 *
 * @example
 * seedGoods(random)[0].title; // '积木工作台专业版'
 */
export function seedGoods(random: SeededRandom) {
  return GOODS.map(([title, english, price], index) => ({
    id: index + 1,
    uuid: random.uuid(),
    icon: random.pick(['apps', 'code', 'bar-chart', 'shield', 'palette', 'file']),
    image: `/mock-assets/goods/${index + 1}.svg`,
    title,
    price,
    label: [random.pick(['官方', '推荐', '热门']), random.pick(['新品', '限时', '企业'])],
    company: random.pick(['积木科技', '方块软件', '砖瓦工作室']),
    url: `https://jimu.dev/market/${english.toLowerCase().replace(/\s+/g, '-')}`,
    description: `${title}（${english}），开箱即用，随积木工作台一起升级。`,
  }));
}

/**
 * Notices of the header popover, of two kinds: 'notice' and 'email' (the popover's two tabs).
 *
 * @example
 * seedNotices(random).filter((n) => n.type === 'email').length; // 5
 */
export function seedNotices(random: SeededRandom) {
  const notices = [
    '系统将于周六凌晨 2 点维护',
    '积木工作台 1.0.0 发布',
    '新增代码模板市场',
    '权限模型已升级',
    '数据源连接池优化',
  ];
  const emails = [
    '张伟 邀请你加入项目“运营后台”',
    '你的接口“用户列表”有新评论',
    '周报已生成',
    '王芳 指派了缺陷 #128 给你',
    '账单已出',
  ];
  const make = (type: 'notice' | 'email', texts: string[], offset: number) =>
    texts.map((text, index) => ({
      id: offset + index + 1,
      type,
      image: `/mock-assets/avatar/${random.int(1, 26)}.svg`,
      [type]: text,
      datetime: random.datetime(FROM, TO),
      read: false,
    }));
  return [...make('notice', notices, 0), ...make('email', emails, notices.length)];
}

/**
 * Suggestions of the header search dialog: a url and the text shown.
 *
 * @example
 * seedSearchSuggestions()[0]; // { id: 1, url: '#/index', value: '首页' }
 */
export function seedSearchSuggestions() {
  const entries: [string, string][] = [
    ['#/index', '首页'],
    ['#/workbench/project', '项目管理'],
    ['#/workbench/tools', '常用工具'],
    ['#/user_center/userManagement', '用户管理'],
    ['#/user_center/roleManagement', '角色管理'],
    ['#/user_center/departmentManagement', '部门管理'],
    ['#/setting/menuManagement', '菜单管理'],
    ['#/systemLog/index', '操作日志'],
    ['#/vab/table/comprehensiveTable', '综合表格'],
    ['#/mall/goods', '商品列表'],
    ['#/other/workflow', '工作流'],
    ['#/vab/icon/remixIcon', '图标'],
  ];
  return entries.map(([url, value], index) => ({ id: index + 1, url, value }));
}

/**
 * The 50 operation-log records: type, account, executeResult, ip, datetime.
 *
 * @example
 * seedSystemLogs(random).length; // 50
 */
export function seedSystemLogs(random: SeededRandom, accounts: string[]) {
  const types = ['登录', '退出', '新增', '修改', '删除', '导出'];
  return Array.from({ length: 50 }, (_, index) => ({
    id: index + 1,
    type: random.pick(types),
    account: random.pick(accounts),
    executeResult: random.bool(0.9) ? '成功' : '失败',
    ip: `127.0.${random.int(0, 3)}.${random.int(1, 254)}`,
    datetime: random.datetime(FROM, TO),
  })).sort((a, b) => b.datetime.localeCompare(a.datetime) || a.id - b.id);
}

/**
 * The department tree, stored flat (id, parentId, parentName, name, order, createTime); lists
 * rebuild `children` from parentId.
 *
 * @example
 * seedDepartments(random)[0]; // { id: 1, parentId: 0, parentName: '', name: '积木科技', … }
 */
export function seedDepartments(random: SeededRandom) {
  const tree: [string, [string, string[]][]][] = [
    [
      '积木科技',
      [
        ['研发中心', ['前端组', '后端组', '测试组']],
        ['产品部', ['产品设计组', '用户研究组']],
        ['市场部', ['品牌组', '渠道组']],
        ['行政部', []],
      ],
    ],
  ];
  const rows: {
    id: number;
    parentId: number;
    parentName: string;
    name: string;
    order: number;
    createTime: string;
  }[] = [];
  const add = (name: string, parentId: number, parentName: string, order: number) => {
    const row = {
      id: rows.length + 1,
      parentId,
      parentName,
      name,
      order,
      createTime: random.datetime(FROM, TO),
    };
    rows.push(row);
    return row.id;
  };
  for (const [root, divisions] of tree) {
    const rootId = add(root, 0, '', 1);
    divisions.forEach(([division, teams], i) => {
      const divisionId = add(division, rootId, root, i + 1);
      teams.forEach((team, j) => {
        add(team, divisionId, division, j + 1);
      });
    });
  }
  return rows;
}

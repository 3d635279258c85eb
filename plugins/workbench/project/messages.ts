import { areaMessages, type SameKeys } from '../shared/areaMessages';

const zh = {
  tabs: { console: '控制台', files: '文件' },
  consoleHelp:
    '表单由 {{schema}} 本身生成，每项的说明即 schema 的 description；保存前先看 YAML 的变更并校验整个项目。',
  review: '查看变更并保存',
  noChange: '没有变更',
  changes: '{{path}} 的变更：+{{added}} −{{removed}} 行',
  confirm: '保存到项目',
  cancel: '返回修改',
  saved: '已保存 {{path}}',
  health: '项目校验',
  readOnly: '只读：可以查看设置，不能保存',
  row: {
    apis: '接口',
    defects: '缺陷',
    documents: '文档',
    forms: '表单设计',
    frontend: '前端生成',
  },
  allStatus: '全部状态',
  typeCode: '输入项目编码 {{code}} 以确认删除',
  codeMismatch: '与项目编码不一致',
  openConsole: '打开控制台',
  openConsoleHelp: '项目的控制台由它自己的服务器运行（自己的账号与数据源）。在仓库目录里运行：',
  openConsoleAccount:
    '首次启动会创建账号 admin：启动前设置 JIMU_ADMIN_PASSWORD 可指定密码，否则随机密码只打印一次。数据源的密码从 dataSources.yaml 中 passwordEnv 指定的环境变量读取。',
};

const en: SameKeys<typeof zh> = {
  tabs: { console: 'Console', files: 'Files' },
  consoleHelp:
    'The form is generated from {{schema}} itself, each help text is its description; before saving you see the YAML change and the whole project is validated.',
  review: 'Review changes and save',
  noChange: 'Nothing changed',
  changes: 'Changes to {{path}}: +{{added}} −{{removed}} lines',
  confirm: 'Save to the project',
  cancel: 'Back to editing',
  saved: 'Saved {{path}}',
  health: 'Project validation',
  readOnly: 'Read-only: you may view the settings but not save them',
  row: {
    apis: 'APIs',
    defects: 'Defects',
    documents: 'Documents',
    forms: 'Form design',
    frontend: 'Frontend',
  },
  allStatus: 'All statuses',
  typeCode: 'Type the project code {{code}} to confirm the delete',
  codeMismatch: 'Does not match the project code',
  openConsole: 'Open console',
  openConsoleHelp:
    "A project's console runs in a server of its own (its own accounts and data sources). In the repository folder, run:",
  openConsoleAccount:
    'The first start creates the account admin: set JIMU_ADMIN_PASSWORD before it to choose the password, otherwise a random one is printed once. Data sources read their passwords from the variables their passwordEnv names in dataSources.yaml.',
};

/**
 * The strings of the project screens added beside the shared ones (`workbench.projectSettings.*`):
 * the settings form, the hub's row links and the typed-code delete, in zh and en.
 */
export const projectSettingsMessages = areaMessages(zh, en);

/** The CRUD starter's strings on the new-project screen, `workbench.projectStart.*`. */
export const projectStartMessages = areaMessages(
  {
    crud: 'CRUD 起步项目',
    crudHelp: '空白控制台，加一个可查询、新增、编辑、删除的「任务」页面和它的模拟数据',
  },
  {
    crud: 'CRUD starter',
    crudHelp: 'A blank console plus a Tasks page with search, create, edit and delete, and its mock data',
  },
);

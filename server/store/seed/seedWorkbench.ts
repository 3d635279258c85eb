import { seedActivities } from './seedActivities';
import { extendBoards, seedBoardTemplates } from './seedBoards';
import { extendDefects } from './seedDefects';
import { extendDocuments } from './seedDocuments';
import type { SeededRandom } from './seededRandom';
import { seedMaterials } from './seedMaterials';
import { extendCodeTemplates } from './seedTemplates';

const FROM = new Date('2024-01-01T00:00:00Z');
const TO = new Date('2024-12-31T00:00:00Z');
const OWNERS = ['admin', 'editor', 'zhangwei', 'wangfang', 'lina', 'liuyang'];
const PROJECTS = [
  '运营后台',
  '会员中心',
  '订单系统',
  '内容平台',
  '数据中台',
  '客服工单',
  '财务结算',
  '仓储物流',
];

/**
 * API management's fields of a seeded endpoint, derived from its resource and action (no
 * draw from the shared random, so no other collection moves): a hand-added endpoint with its
 * group, schemas and notes.
 */
function apiDocs(resource: string, action: string) {
  const read = action === 'getList' || action === 'getDetail';
  const record = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } };
  const ids = { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } };
  return {
    group: resource,
    source: 'manual',
    description: `${resource} 的 ${action} 接口（示例数据）。`,
    query: read
      ? {
          type: 'object',
          properties:
            action === 'getList'
              ? { pageNo: { type: 'integer' }, pageSize: { type: 'integer' } }
              : { id: { type: 'integer' } },
        }
      : { type: 'object', properties: {} },
    body: read ? { type: 'object', properties: {} } : action === 'doDelete' ? ids : record,
    response:
      action === 'getList'
        ? {
            type: 'object',
            properties: { list: { type: 'array', items: record }, total: { type: 'integer' } },
          }
        : record,
    envelope: true,
    public: false,
    examples: [],
    editedFields: [],
    usedBy: [],
  };
}

/**
 * The collections behind the workbench screens: projects, their APIs, boards and tasks, defects,
 * data sources, documents, code templates and materials. Child records point at their project
 * with `projectId` (json-server's foreign-key convention).
 *
 * @example
 * seedWorkbench(random).projects.length; // 8
 */
export function seedWorkbench(random: SeededRandom) {
  const when = () => random.datetime(FROM, TO);
  const projects = PROJECTS.map((name, index) => ({
    id: index + 1,
    name,
    code: `P${String(index + 1).padStart(3, '0')}`,
    description: `${name}的前后端工程，由积木工作台统一管理。`,
    owner: random.pick(OWNERS),
    status: random.pick(['active', 'active', 'archived']),
    frontend: random.pick(['react', 'vue']),
    backend: random.pick(['node', 'java', 'go']),
    createTime: when(),
  }));
  const projectId = () => random.int(1, projects.length);
  const resources = ['user', 'order', 'goods', 'coupon', 'report', 'ticket'];
  const apis = Array.from({ length: 24 }, (_, index) => {
    const resource = random.pick(resources);
    const action = random.pick(['getList', 'getDetail', 'doEdit', 'doDelete']);
    return {
      id: index + 1,
      projectId: projectId(),
      name: `${resource}.${action}`,
      method: action === 'getList' || action === 'getDetail' ? 'GET' : 'POST',
      path: `/${resource}/${action}`,
      status: random.pick(['designing', 'developing', 'released']),
      owner: random.pick(OWNERS),
      updateTime: when(),
      ...apiDocs(resource, action),
    };
  });
  const boards = projects.slice(0, 4).map((project, index) => ({
    id: index + 1,
    projectId: project.id,
    name: `${project.name}迭代看板`,
    columns: ['待办', '进行中', '已完成'],
    template: index === 0,
    createTime: when(),
  }));
  const tasks = Array.from({ length: 30 }, (_, index) => ({
    id: index + 1,
    boardId: random.int(1, boards.length),
    title: `${random.pick(['实现', '评审', '联调', '修复', '优化'])}${random.pick(resources)}模块`,
    column: random.pick(['待办', '进行中', '已完成']),
    assignee: random.pick(OWNERS),
    priority: random.pick(['low', 'medium', 'high']),
    order: index + 1,
    dueDate: when().slice(0, 10),
  }));
  const defects = Array.from({ length: 20 }, (_, index) => ({
    id: index + 1,
    projectId: projectId(),
    title: `${random.pick(resources)}列表${random.pick(['分页错乱', '搜索无结果', '导出乱码', '按钮无响应'])}`,
    severity: random.pick(['blocker', 'critical', 'major', 'minor']),
    status: random.pick(['open', 'fixing', 'resolved', 'closed']),
    reporter: random.pick(OWNERS),
    assignee: random.pick(OWNERS),
    createTime: when(),
  }));
  const dataSources = ['MySQL', 'PostgreSQL', 'SQLite', 'Oracle', 'SQL Server'].map((type, index) => ({
    id: index + 1,
    projectId: projectId(),
    name: `${type.toLowerCase().replace(/\s/g, '')}-${['main', 'report', 'local', 'legacy', 'finance'][index]}`,
    type,
    host: '127.0.0.1',
    port: [3306, 5432, 0, 1521, 1433][index],
    database: ['jimu', 'report', 'jimu.db', 'ORCL', 'finance'][index],
    username: 'jimu',
    status: random.pick(['connected', 'disconnected']),
    createTime: when(),
  }));
  const documents = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    projectId: projectId(),
    title: random.pick(['接口约定', '部署手册', '数据字典', '需求说明', '发布记录', '编码规范']),
    format: random.pick(['markdown', 'richtext']),
    author: random.pick(OWNERS),
    updateTime: when(),
  }));
  const codeTemplates = ['crud-page', 'form-page', 'detail-page', 'api-service', 'entity', 'controller'].map(
    (name, index) => ({
      id: index + 1,
      name,
      language: index < 3 ? 'yaml' : random.pick(['typescript', 'java', 'go']),
      description: `生成${name}的模板`,
      files: [`${name}.tpl`],
      builtIn: index < 3,
      updateTime: when(),
    }),
  );
  // The same draws as before, in the same order, so nothing seeded after materials moves; the
  // name, type, tag and cover draws are no longer used (materials are real fragments now).
  const draws = Array.from({ length: 16 }, () => {
    random.pick(['登录页', '卡片', '统计图', '空状态', '表单', '步骤条']);
    random.pick(['component', 'block', 'template']);
    random.pick(['常用', '官方', '社区']);
    random.int(1, 38);
    const uses = random.int(0, 3000);
    return { uses, author: random.pick(OWNERS), createTime: when() };
  });
  const materials = seedMaterials(draws);
  const extendedDefects = extendDefects(defects);
  const extendedDocuments = extendDocuments(documents);
  return {
    projects,
    apis,
    ...extendBoards(boards, tasks),
    boardTemplates: seedBoardTemplates(),
    defects: extendedDefects,
    dataSources,
    documents: extendedDocuments,
    ...extendCodeTemplates(codeTemplates),
    materials,
    activities: seedActivities(extendedDefects, extendedDocuments),
  };
}

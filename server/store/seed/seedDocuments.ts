import { referencesOf } from '../../../plugins/workbench/document/server/documentTree';

type Row = Record<string, unknown>;

const BODIES: Record<string, string> = {
  接口约定: `# 接口约定

所有接口返回统一的信封：

| 字段 | 类型 | 说明 |
| --- | --- | --- |
| code | number | 200 表示成功 |
| msg | string | 提示信息 |
| data | any | 数据 |

列表接口见 [[api:GET /userManagement/getList]]，页面见 [[page:userManagement]]。

\`\`\`json
{ "code": 200, "msg": "success", "data": { "list": [], "total": 0 } }
\`\`\`
`,
  部署手册: `# 部署手册

## 构建

\`\`\`bash
npm run build
npx jimu serve --port 8080
\`\`\`

## 检查清单

- [x] 配置 \`app.yaml\` 的接口地址
- [ ] 开启 HTTPS
- [ ] 备份 mock-db.json
`,
  数据字典: `# 数据字典

| 表 | 说明 |
| --- | --- |
| users | 用户 |
| departments | 部门 |

字段命名使用小驼峰，时间字段以 \`Time\` 结尾。
`,
  需求说明: `# 需求说明

## 背景

运营同学需要按状态筛选订单并批量导出。

## 验收

1. 筛选后列表与导出内容一致
2. ~~导出 PDF~~（不做）
`,
  发布记录: `# 发布记录

## 1.2.0

- 新增：订单批量导出
- 修复：分页错乱

## 1.1.0

- 新增：会员等级
`,
  编码规范: `# 编码规范

> 代码先写给人看，再给机器执行。

- 文件小而专一，一个文件一个公开单元
- 注释说明为什么，而不是做了什么
`,
};

const RICH_TEXT = (title: string) =>
  `<h2>${title}</h2><p>这份文档来自旧的富文本编辑器。</p><ul><li>转换为 Markdown 后即可编辑</li></ul>`;

/**
 * The documents with the fields the document screen uses: a tree per project (`parentId`, `order`), a slug,
 * Markdown bodies (rich-text rows keep their old HTML as text), `version` 1 with its revision.
 * Three documents of the JIMU project (id 0) follow the seeded ones.
 *
 * @example
 * extendDocuments(seedWorkbenchDocuments).find((d) => d.projectId === 0)?.title; // '积木工作台'
 */
export function extendDocuments(documents: Row[]): Row[] {
  const firstOf = new Map<unknown, number>();
  const counts = new Map<unknown, number>();
  const jimu: Row[] = [
    {
      projectId: 0,
      title: '积木工作台',
      format: 'markdown',
      author: 'admin',
      updateTime: '2024-12-01 09:00:00',
    },
    {
      projectId: 0,
      title: '接口约定',
      format: 'markdown',
      author: 'editor',
      updateTime: '2024-12-02 10:30:00',
    },
    {
      projectId: 0,
      title: '部署手册',
      format: 'markdown',
      author: 'admin',
      updateTime: '2024-12-03 16:45:00',
    },
  ].map((row, index) => ({ id: documents.length + index + 1, ...row }));
  return [...documents, ...jimu].map((doc) => {
    const order = (counts.get(doc.projectId) ?? 0) + 1;
    counts.set(doc.projectId, order);
    const root = firstOf.get(doc.projectId);
    if (root === undefined) firstOf.set(doc.projectId, Number(doc.id));
    const title = String(doc.title);
    const content =
      doc.format === 'richtext'
        ? RICH_TEXT(title)
        : (BODIES[title] ??
          `# ${title}\n\n积木工作台是 Jimu 集成者的设计时工具。\n\n- 项目即配置文件夹\n- 表 → 页面\n`);
    return {
      ...doc,
      // Every third document of a project sits under the project's first one, so each tree has depth.
      parentId: root !== undefined && order % 3 === 0 ? root : null,
      order,
      slug: `doc-${doc.id}`,
      content,
      version: 1,
      revisions: [{ version: 1, author: doc.author, at: doc.updateTime, content }],
      links: referencesOf(content),
    };
  });
}

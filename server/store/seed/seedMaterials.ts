import { parse } from 'yaml';
import { FRAGMENT_SCHEMAS } from '../../../plugins/workbench/material/server/checkMaterial';

/** One material of the catalogue before the seed adds its id, author, uses and dates. */
interface CatalogueEntry {
  name: string;
  type: string;
  tags: string[];
  description: string;
  content: string;
  /** JSON Schema of the `{{ param }}` placeholders in content, with their defaults. */
  params?: { type: 'object'; properties: Record<string, { type: string; title: string; default: string }> };
  requiresPlugins?: string[];
}

const NAME_PARAM = { type: 'string', title: '页面名 / page name', default: 'articles' };
const RESOURCE_PARAM = { type: 'string', title: '资源 / resource', default: 'table' };

const CATALOGUE: CatalogueEntry[] = [
  {
    name: '标准列表页',
    type: 'page',
    tags: ['页面模板', '官方'],
    description: '带搜索、新增、编辑、删除和状态标签的增删改查页。',
    params: { type: 'object', properties: { name: NAME_PARAM, resource: RESOURCE_PARAM } },
    content: `kind: crud
title: page.{{ name }}.title
resource: {{ resource }}
provider: envelope
columns:
  - { field: id, title: field.id, width: 80, sortable: true }
  - { field: title, title: field.title }
  - { field: status, title: field.status, cell: { type: tag, colors: { published: green, draft: grey } } }
  - { field: author, title: field.author }
search:
  schema:
    type: object
    properties:
      title: { type: string, title: field.title }
edit:
  schema:
    type: object
    required: [title]
    properties:
      title: { type: string, title: field.title, minLength: 1 }
      status: { type: string, title: field.status, enum: [published, draft], default: draft }
      author: { type: string, title: field.author }
`,
  },
  {
    name: '卡片列表页',
    type: 'page',
    tags: ['页面模板'],
    description: '以卡片展示图片和标题的列表页，适合商品和素材。',
    params: { type: 'object', properties: { name: NAME_PARAM, resource: RESOURCE_PARAM } },
    content: `kind: crud
title: page.{{ name }}.title
resource: {{ resource }}
mode: cards
columns:
  - { field: image, title: field.image, cell: { type: image, size: 160 } }
  - { field: title, title: field.title }
  - { field: description, title: field.description }
`,
  },
  {
    name: '状态标签列',
    type: 'column',
    tags: ['列', '常用'],
    description: '已发布为绿色、草稿为灰色的状态标签。',
    content:
      'field: status\ntitle: field.status\ncell: { type: tag, colors: { published: green, draft: grey } }\n',
  },
  {
    name: '创建时间列',
    type: 'column',
    tags: ['列', '常用'],
    description: '按 YYYY-MM-DD HH:mm 显示并可排序的时间列。',
    content:
      "field: createTime\ntitle: field.datetime\nsortable: true\ncell: { type: datetime, format: 'YYYY-MM-DD HH:mm' }\n",
  },
  {
    name: '头像列',
    type: 'column',
    tags: ['列'],
    description: '32 像素的圆形头像。',
    content: 'field: avatar\ntitle: field.avatar\nwidth: 80\ncell: { type: avatar, size: 32 }\n',
  },
  {
    name: '审计列组',
    type: 'columns',
    tags: ['列组', '官方'],
    description: '作者、创建时间、更新时间三列。',
    content: `- { field: author, title: field.author }
- { field: createTime, title: field.datetime, cell: datetime, sortable: true }
- { field: updateTime, title: field.datetime, cell: relativeTime }
`,
  },
  {
    name: '商品列组',
    type: 'columns',
    tags: ['列组'],
    description: '图片、标题、价格。',
    content: `- { field: image, title: field.image, cell: { type: image, size: 48 }, width: 80 }
- { field: title, title: field.title }
- { field: price, title: field.price, sortable: true }
`,
  },
  {
    name: '手机号字段',
    type: 'field',
    tags: ['字段', '常用', '校验'],
    description: '11 位中国大陆手机号，带占位提示。',
    content: `name: phone
required: true
schema: { type: string, title: field.phone, pattern: '^1\\d{10}$' }
uiSchema: { 'ui:placeholder': '13800000000' }
`,
  },
  {
    name: '邮箱字段',
    type: 'field',
    tags: ['字段', '校验'],
    description: 'format: email 校验的邮箱。',
    content: 'name: email\nschema: { type: string, title: field.email, format: email, maxLength: 254 }\n',
  },
  {
    name: '状态选择字段',
    type: 'field',
    tags: ['字段', '常用'],
    description: '启用 / 停用两个选项的单选。',
    content: `name: status
schema: { type: string, title: field.status, enum: [enabled, disabled], default: enabled }
uiSchema: { 'ui:widget': radio, 'ui:enumNames': [option.enabled, option.disabled] }
`,
  },
  {
    name: '金额字段',
    type: 'field',
    tags: ['字段', '校验'],
    description: '最多两位小数、不小于 0 的金额。',
    content: 'name: amount\nschema: { type: number, title: field.price, minimum: 0, multipleOf: 0.01 }\n',
  },
  {
    name: '地址表单',
    type: 'form',
    tags: ['表单片段'],
    description: '联系人、电话、详细地址三个字段。',
    content: `schema:
  type: object
  required: [contact, phone]
  properties:
    contact: { type: string, title: field.username }
    phone: { type: string, title: field.phone, pattern: '^1\\d{10}$' }
    address: { type: string, title: field.address }
uiSchema:
  address: { 'ui:widget': textarea }
`,
  },
  {
    name: '账号表单',
    type: 'form',
    tags: ['表单片段', '官方'],
    description: '用户名、密码和邮箱。',
    content: `schema:
  type: object
  required: [username, password]
  properties:
    username: { type: string, title: field.username, minLength: 1, maxLength: 32 }
    password: { type: string, title: field.password, minLength: 6 }
    email: { type: string, title: field.email, format: email }
uiSchema:
  password: { 'ui:widget': password }
`,
  },
  {
    name: '导出按钮',
    type: 'action',
    tags: ['按钮'],
    description: '导出为 Excel 的工具栏按钮。',
    content: 'name: export\nicon: download\nformat: xlsx\n',
  },
  {
    name: '内容管理路由组',
    type: 'route',
    tags: ['路由片段'],
    description: '一个菜单分组，下有一个页面路由。',
    params: { type: 'object', properties: { name: NAME_PARAM } },
    content: `path: /{{ name }}
name: Content{{ name | capitalize }}
meta: { title: route.{{ name }}, icon: folder }
children:
  - path: index
    name: Content{{ name | capitalize }}Index
    page: {{ name }}
    meta: { title: route.{{ name }}, icon: file }
`,
  },
  {
    name: '帮助文档外链',
    type: 'route',
    tags: ['路由片段'],
    description: '在新窗口打开的外部链接菜单项。',
    content: `path: https://github.com/
name: HelpLink
meta: { title: route.help, icon: link, target: _blank }
`,
  },
  {
    name: '通用文案包',
    type: 'strings',
    tags: ['文案'],
    description: '确认、取消、保存成功等通用文案（中英）。',
    content: `zh:
  common: { ok: 确定, cancel: 取消, saved: 保存成功 }
en:
  common: { ok: OK, cancel: Cancel, saved: Saved }
`,
  },
  {
    name: '画廊展示路由',
    type: 'route',
    tags: ['路由片段', '展示'],
    description: '指向 example 插件画廊组件的路由，需要项目启用 example 插件。',
    requiresPlugins: ['example'],
    content: `path: /gallery
name: ExampleGallery
component: example/gallery
meta: { title: route.gallery, icon: image }
`,
  },
];

/** The content with each `{{ param }}` (and `| capitalize`) filled by its default: what Liquid gives. */
export function withDefaults(content: string, params: CatalogueEntry['params']): string {
  const values = Object.fromEntries(
    Object.entries(params?.properties ?? {}).map(([key, spec]) => [key, spec.default]),
  );
  return content.replace(/\{\{\s*(\w+)\s*(\|\s*capitalize\s*)?\}\}/g, (_m, key: string, cap?: string) => {
    const value = String(values[key] ?? '');
    return cap ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value;
  });
}

/** What the seed's random draws give each material: author, uses and creation time. */
export interface MaterialDraw {
  author: string;
  uses: number;
  createTime: string;
}

/**
 * The material centre's seed: real fragments of Jimu config — page templates, columns,
 * column sets, fields, form fragments, an action, routes, a string pack — each with its content,
 * parameters, fragment schema and `preview` (the content rendered with the parameters' defaults,
 * parsed), so the gallery can draw every card without rendering a template.
 *
 * @example
 * seedMaterials(draws).map((m) => m.type); // ['page', 'page', 'column', …]
 */
export function seedMaterials(draws: readonly MaterialDraw[]) {
  return CATALOGUE.map((entry, index) => {
    // Entries past the drawn ones get fixed values: the shared random sequence must not grow.
    const draw = draws[index] ?? { author: 'admin', uses: 120 - index, createTime: '2024-12-20 10:00:00' };
    return {
      id: index + 1,
      name: entry.name,
      type: entry.type,
      tags: entry.tags,
      description: entry.description,
      content: entry.content,
      params: entry.params ?? { type: 'object', properties: {} },
      preview: parse(withDefaults(entry.content, entry.params)) as unknown,
      requiresPlugins: entry.requiresPlugins ?? [],
      jimuVersion: '>=1.0.0',
      version: 1,
      builtIn: true,
      fragmentSchema: FRAGMENT_SCHEMAS[entry.type] as string,
      cover: '',
      uses: draw.uses,
      author: draw.author,
      createTime: draw.createTime,
      updateTime: draw.createTime,
    };
  });
}

import type {
  TemplateFile,
  TemplateSet,
  TemplateTarget,
} from '../../../plugins/workbench/templates/server/templateSets';

type Row = Record<string, unknown>;
type FileSeed = Pick<TemplateFile, 'path' | 'mode' | 'content'> & { condition?: string };

const README = `# {{ genTable.titleZh }} / {{ genTable.titleEn }}

{{ table.comment }}

- 表 table: \`{{ table.name }}\`
- 页面 page: \`config/pages/{{ genTable.pageName }}.yaml\`
- 资源 resource: \`/{{ genTable.resource }}/getList\`

| field | type | list | search | edit | required |
| --- | --- | --- | --- | --- | --- |
{% for column in columns %}| {{ column.field }} | {{ column.columnType }} | {% if column.inList %}✓{% endif %} | {% if column.inSearch %}✓{% endif %} | {% if column.inEdit %}✓{% endif %} | {% if column.required %}✓{% endif %} |
{% endfor %}`;

const strings = (lang: 'zh' | 'en') => `route:
  {{ genTable.pageName }}: {{ genTable.title${lang === 'zh' ? 'Zh' : 'En'} | to_json }}
page:
  {{ genTable.pageName }}:
{{ strings.${lang} | to_yaml | indent: 4 }}`;

const API_RULES = `api:
  rules:
    - match: POST /{{ genTable.resource }}/doDelete
      permission: {{ genTable.permissions.delete }}
    - match: POST /{{ genTable.resource }}/doEdit
      permission: {{ genTable.permissions.write }}
    - match: GET /{{ genTable.resource }}/getList
      permission: {{ genTable.permissions.read }}`;

const ENTITY = `// {{ genTable.titleEn }} ({{ table.name }}), generated {{ now }}
export interface {{ genTable.pageName | pascal }} {
{% for column in columns %}  {{ column.field }}{% if column.nullable %}?{% endif %}: {% case column.jsonType %}{% when 'integer', 'number' %}number{% when 'boolean' %}boolean{% else %}string{% endcase %};
{% endfor %}}
`;

const SERVICE = `import type { {{ genTable.pageName | pascal }} } from './{{ genTable.resource | kebab }}.entity';

/** Reads and writes {{ table.name }} through the Jimu envelope calls. */
export const {{ genTable.pageName | camel }}Service = {
  list: (query: Record<string, string>) => fetch('/{{ genTable.resource }}/getList?' + new URLSearchParams(query)),
  save: (row: Partial<{{ genTable.pageName | pascal }}>) =>
    fetch('/{{ genTable.resource }}/doEdit', { method: 'POST', body: JSON.stringify(row) }),
};
`;

const CONTROLLER = `import { Router } from 'express';

// {{ genTable.titleEn }}: the three envelope calls of a Jimu CRUD page.
export const {{ genTable.pageName | camel }}Routes = Router()
  .get('/{{ genTable.resource }}/getList', (_req, res) => res.json({ code: 200, msg: 'success', data: { list: [], total: 0 } }))
  .post('/{{ genTable.resource }}/doEdit', (_req, res) => res.json({ code: 200, msg: 'success', data: null }))
  .post('/{{ genTable.resource }}/doDelete', (_req, res) => res.json({ code: 200, msg: 'success', data: null }));
`;

/** The six seeded sets, in the order of the seed's six codeTemplates records (ids 1–6). */
const SETS: { name: string; description: string; target: TemplateTarget; files: FileSeed[] }[] = [
  {
    name: 'jimu-crud',
    description: '积木 CRUD 页面：页面、路由、中英文文案、接口权限与说明文档',
    target: 'jimu-page',
    files: [
      { path: 'config/pages/{{ genTable.pageName }}.yaml', mode: 'replace', content: '{{ page | to_yaml }}' },
      { path: 'config/routes.yaml', mode: 'merge-yaml', content: '{{ route | to_yaml }}' },
      { path: 'config/i18n/zh.yaml', mode: 'merge-yaml', content: strings('zh') },
      { path: 'config/i18n/en.yaml', mode: 'merge-yaml', content: strings('en') },
      {
        path: 'config/permissions.yaml',
        mode: 'merge-yaml',
        content: API_RULES,
        condition: 'genTable.options.apiRules',
      },
      { path: 'docs/{{ genTable.pageName }}.md', mode: 'create', content: README },
    ],
  },
  {
    name: 'jimu-mock',
    description: '模拟后端：接口权限规则',
    target: 'mock-backend',
    files: [{ path: 'config/permissions.yaml', mode: 'merge-yaml', content: API_RULES }],
  },
  {
    name: 'jimu-docs',
    description: '数据字典（Markdown）',
    target: 'docs',
    files: [{ path: 'docs/{{ genTable.pageName }}.md', mode: 'replace', content: README }],
  },
  {
    name: 'api-service',
    description: 'TypeScript 接口服务',
    target: 'node-backend',
    files: [{ path: 'server/{{ genTable.resource | kebab }}.service.ts', mode: 'create', content: SERVICE }],
  },
  {
    name: 'entity',
    description: 'TypeScript 实体类型',
    target: 'node-backend',
    files: [{ path: 'server/{{ genTable.resource | kebab }}.entity.ts', mode: 'create', content: ENTITY }],
  },
  {
    name: 'controller',
    description: 'Express 控制器',
    target: 'node-backend',
    files: [
      { path: 'server/{{ genTable.resource | kebab }}.controller.ts', mode: 'create', content: CONTROLLER },
    ],
  },
];

/**
 * The seed's codeTemplates records become template sets with their files: the
 * first three built in (jimu-crud, jimu-mock, jimu-docs), the others custom. Only the records'
 * ids and update times are kept, so the shared random draws (made before) stay as they were.
 *
 * @example
 * extendCodeTemplates(codeTemplates).codeTemplates[0].name; // 'jimu-crud'
 */
export function extendCodeTemplates(seeded: Row[]): {
  codeTemplates: TemplateSet[];
  templateFiles: TemplateFile[];
} {
  const codeTemplates: TemplateSet[] = seeded.map((record, index) => {
    const set = SETS[index % SETS.length] as (typeof SETS)[number];
    return {
      id: Number(record.id),
      name: set.name,
      description: set.description,
      target: set.target,
      builtIn: index < 3,
      ruleSetId: 1,
      version: 1,
      updateTime: String(record.updateTime),
    };
  });
  const templateFiles: TemplateFile[] = [];
  for (const set of codeTemplates) {
    const seeds = SETS.find((s) => s.name === set.name)?.files ?? [];
    seeds.forEach((file, order) => {
      templateFiles.push({
        id: templateFiles.length + 1,
        setId: set.id,
        order,
        path: file.path,
        engine: 'liquid',
        mode: file.mode,
        condition: file.condition ?? '',
        enabled: true,
        content: file.content,
        version: 1,
        updateTime: set.updateTime,
      });
    });
  }
  return { codeTemplates, templateFiles };
}

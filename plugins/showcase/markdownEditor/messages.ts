import { defineShowcaseMessages } from '../shared/showcaseMessages';

export const messages = defineShowcaseMessages(
  'markdownEditor',
  {
    description:
      '左侧写 Markdown，右侧实时预览（GFM 表格、任务列表、删除线、自动链接）；原始 HTML 只按文本显示，链接只放行安全协议。',
    modes: { edit: '编辑', split: '分栏', preview: '预览' },
    mode: '模式',
    source: 'Markdown 源文',
    preview: '预览',
    toolbar: '格式',
    tools: {
      heading: '标题',
      bold: '粗体',
      italic: '斜体',
      strike: '删除线',
      quote: '引用',
      code: '代码',
      link: '链接',
      image: '图片',
      list: '列表',
      task: '任务列表',
      table: '表格',
    },
    addText: '增加文本',
    addImage: '增加图片',
    clear: '清空',
    download: '下载 .md',
    newText: '### 新增加的内容',
    counts: '{{words}} 字 · {{lines}} 行',
    placeholderText: '文本',
    taskTodo: '待办',
    taskDone: '已完成',
    sample: `# 积木 Markdown 示例

这是 **粗体**、*斜体*、~~删除线~~ 和 \`行内代码\`，自动链接 https://example.com 。

> 引用：配置驱动的后台运行时。

## 列表

- 第一项
- 第二项

1. 有序一
2. 有序二

## 任务

- [x] 已完成
- [ ] 待办

## 表格

| 名称 | 数量 |
| ---- | ---: |
| 积木 | 36 |
| 图标 | 572 |

\`\`\`ts
const answer = 42;
\`\`\`

<b>原始 HTML 只按文本显示</b>
`,
  },
  {
    description:
      'Markdown on the left, a live preview on the right (GFM tables, task lists, strikethrough, autolinks). Raw HTML shows as text and links only use safe schemes.',
    modes: { edit: 'Edit', split: 'Split', preview: 'Preview' },
    mode: 'Mode',
    source: 'Markdown source',
    preview: 'Preview',
    toolbar: 'Formatting',
    tools: {
      heading: 'Heading',
      bold: 'Bold',
      italic: 'Italic',
      strike: 'Strikethrough',
      quote: 'Quote',
      code: 'Code',
      link: 'Link',
      image: 'Image',
      list: 'List',
      task: 'Task list',
      table: 'Table',
    },
    addText: 'Add text',
    addImage: 'Add image',
    clear: 'Clear',
    download: 'Download .md',
    newText: '### Newly added content',
    counts: '{{words}} words · {{lines}} lines',
    placeholderText: 'text',
    taskTodo: 'To do',
    taskDone: 'Done',
    sample: `# Jimu Markdown sample

This is **bold**, *italic*, ~~strikethrough~~ and \`inline code\`, an autolink https://example.com .

> A quote: a configuration-driven admin runtime.

## Lists

- First
- Second

1. One
2. Two

## Tasks

- [x] Done
- [ ] To do

## Table

| Name | Count |
| ---- | ----: |
| Jimu | 36 |
| Icons | 572 |

\`\`\`ts
const answer = 42;
\`\`\`

<b>Raw HTML shows as text</b>
`,
  },
);

/** One heading of a Markdown text. */
export interface Heading {
  level: number;
  text: string;
  line: number;
}

/**
 * The ATX headings of a Markdown text (`# …` to `###### …`), outside fenced code blocks, for the
 * reader's outline.
 *
 * @example outlineOf('# A\n```\n# not\n```\n## B'); // [{ level: 1, text: 'A', line: 1 }, { level: 2, text: 'B', line: 5 }]
 */
export function outlineOf(markdown: string): Heading[] {
  const headings: Heading[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = marker[0];
      else if (marker[0] === fence) fence = undefined;
      return;
    }
    if (fence) return;
    const match = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) headings.push({ level: match[1].length, text: match[2], line: index + 1 });
  });
  return headings;
}

/** Templates for a new document, by name. */
export const TEMPLATES: Record<'blank' | 'api' | 'deploy' | 'meeting', (title: string) => string> = {
  blank: (title) => `# ${title}\n\n`,
  api: (title) =>
    `# ${title}\n\n## 地址\n\n[[api:GET /userManagement/getList]]\n\n## 参数\n\n| 名称 | 类型 | 必填 | 说明 |\n| --- | --- | --- | --- |\n| pageNo | number | 否 | 页码 |\n\n## 返回\n\n\`\`\`json\n{ "code": 200, "msg": "success", "data": {} }\n\`\`\`\n`,
  deploy: (title) =>
    `# ${title}\n\n## 构建\n\n\`\`\`bash\nnpm run build\n\`\`\`\n\n## 检查清单\n\n- [ ] 配置接口地址\n- [ ] 开启 HTTPS\n`,
  meeting: (title) => `# ${title}\n\n- 时间：\n- 参与：\n\n## 结论\n\n## 待办\n\n- [ ] \n`,
};

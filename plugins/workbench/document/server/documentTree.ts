type Row = Record<string, unknown>;

const same = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

/** The ids of a document and everything under it. */
export function subtreeIds(docs: Row[], id: unknown): Set<string> {
  const found = new Set<string>([String(id)]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const doc of docs) {
      if (!found.has(String(doc.id)) && doc.parentId !== null && found.has(String(doc.parentId))) {
        found.add(String(doc.id));
        grew = true;
      }
    }
  }
  return found;
}

/**
 * Why a document may not go under `parentId` (undefined: it may): the parent must be another
 * document of the same project, and not the document itself or one below it.
 *
 * @example parentProblem(docs, doc, 3); // '不能移到自己或自己的子文档下'
 */
export function parentProblem(docs: Row[], doc: Row, parentId: unknown): string | undefined {
  if (parentId === null || parentId === undefined || parentId === '') return undefined;
  const parent = docs.find((d) => same(d.id, parentId));
  if (!parent) return `上级文档不存在: ${String(parentId)}`;
  if (!same(parent.projectId, doc.projectId)) return '上级文档属于另一个项目';
  if (doc.id !== undefined && subtreeIds(docs, doc.id).has(String(parentId)))
    return '不能移到自己或自己的子文档下';
  return undefined;
}

/**
 * Puts a document under `parentId` at position `index` among its new siblings and numbers the
 * siblings 1, 2, 3… again, so the order is the same for everyone after the move.
 */
export function placeDocument(docs: Row[], doc: Row, parentId: unknown, index: number): void {
  const parent = parentId === undefined || parentId === '' ? null : parentId;
  const siblings = docs
    .filter(
      (d) => d !== doc && same(d.projectId, doc.projectId) && String(d.parentId ?? null) === String(parent),
    )
    .sort((a, b) => Number(a.order) - Number(b.order));
  siblings.splice(Math.max(0, Math.min(index, siblings.length)), 0, doc);
  doc.parentId = parent === null ? null : Number(parent);
  siblings.forEach((d, i) => {
    d.order = i + 1;
  });
}

/**
 * Old rich-text HTML as Markdown text: headings, list items and paragraphs become their Markdown
 * forms and every other tag is dropped. The result is only ever rendered as Markdown (no raw HTML).
 */
export function richTextToMarkdown(html: string): string {
  return html
    .replace(/<h([1-6])[^>]*>/gi, (_, level: string) => `\n\n${'#'.repeat(Number(level))} `)
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<(p|div|br|ul|ol)[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}

/**
 * The pages and endpoints a document refers to (`[[page:users]]`, `[[api:GET /x/getList]]`),
 * each once, in order: the document's `links`.
 *
 * @example referencesOf('see [[page:users]]'); // [{ kind: 'page', target: 'users' }]
 */
export function referencesOf(markdown: string): { kind: string; target: string }[] {
  const seen = new Set<string>();
  const links: { kind: string; target: string }[] = [];
  for (const match of markdown.matchAll(/\[\[(page|api):([^\]\n]{1,200})\]\]/g)) {
    const target = match[2].trim();
    if (seen.has(`${match[1]}:${target}`)) continue;
    seen.add(`${match[1]}:${target}`);
    links.push({ kind: match[1], target });
  }
  return links;
}

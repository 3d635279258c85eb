// Two small syntax-tree passes for the Markdown view; plain tree walks, no parser of their own.

interface TreeNode {
  type: string;
  value?: string;
  url?: string;
  children?: TreeNode[];
}

/**
 * rehype: raw HTML in a document becomes text, so `<img src=x onerror=…>` is shown as written and
 * never parsed as markup (rehype-sanitize, which runs after, would otherwise drop it silently).
 */
export function rawAsText() {
  const walk = (node: TreeNode) => {
    for (const child of node.children ?? []) {
      if (child.type === 'raw') child.type = 'text';
      walk(child);
    }
  };
  return (tree: TreeNode) => walk(tree);
}

const REFERENCE = /\[\[(page|api):([^\]\n]{1,200})\]\]/g;

/**
 * remark: `[[page:users]]` and `[[api:GET /userManagement/getList]]` become links into the console
 * (the project's settings and its API management), built by `hrefOf`.
 */
export function references(hrefOf: (kind: 'page' | 'api', target: string) => string) {
  const split = (value: string): TreeNode[] => {
    const parts: TreeNode[] = [];
    let last = 0;
    for (const match of value.matchAll(REFERENCE)) {
      const at = match.index ?? 0;
      if (at > last) parts.push({ type: 'text', value: value.slice(last, at) });
      const kind = match[1] as 'page' | 'api';
      const target = match[2].trim();
      parts.push({
        type: 'link',
        url: hrefOf(kind, target),
        children: [{ type: 'text', value: `${kind}:${target}` }],
      });
      last = at + match[0].length;
    }
    if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
    return parts;
  };
  const walk = (node: TreeNode) => {
    if (!node.children || node.type === 'link' || node.type === 'code') return;
    node.children = node.children.flatMap((child) => {
      if (child.type === 'text' && child.value?.includes('[[')) return split(child.value);
      walk(child);
      return [child];
    });
  };
  return () => (tree: TreeNode) => walk(tree);
}

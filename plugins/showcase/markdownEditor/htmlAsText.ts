interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/**
 * A remark plugin: raw HTML in the source becomes plain text, so `<b>x</b>` shows as written
 * instead of disappearing (react-markdown drops HTML nodes) — and never as markup.
 *
 * @example <Markdown remarkPlugins={[remarkGfm, htmlAsText]}>{source}</Markdown>
 */
export function htmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return (tree: MdNode) => walk(tree);
}

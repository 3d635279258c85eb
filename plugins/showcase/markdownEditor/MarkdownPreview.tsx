import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { htmlAsText } from './htmlAsText';

const remarkPlugins = [remarkGfm, htmlAsText];
const rehypePlugins = [rehypeSanitize];

export interface MarkdownPreviewProps {
  source: string;
  /** Spoken names of a task's checkbox: [open, done]. */
  taskLabels?: [string, string];
}

/**
 * Markdown as React elements: GFM, raw HTML kept as text, then the default sanitize schema;
 * react-markdown's URL check drops `javascript:` and other unsafe link targets. Nothing goes
 * through innerHTML.
 *
 * @example <MarkdownPreview source="# Hello" />
 */
export function MarkdownPreview({ source, taskLabels = ['to do', 'done'] }: MarkdownPreviewProps) {
  const components: Components = {
    input: ({ node: _node, ...props }: ComponentProps<'input'> & { node?: unknown }) => (
      <input {...props} aria-label={props.checked ? taskLabels[1] : taskLabels[0]} />
    ),
  };
  return (
    <div className="jimu-showcase-markdown-preview">
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {source}
      </Markdown>
    </div>
  );
}

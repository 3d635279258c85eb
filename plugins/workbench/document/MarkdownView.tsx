import CodeHighlight from '@douyinfe/semi-ui/lib/es/codeHighlight';
import { useMemo } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { rawAsText, references } from './markdownPlugins';
import './markdown.css';

/**
 * A Markdown text rendered as React elements: GFM tables, task lists and strikethrough;
 * raw HTML shown as text; links through react-markdown's default URL check (no `javascript:`,
 * `vbscript:` or `data:` target survives) and rehype-sanitize as a second guard. Never Semi's
 * MarkdownRender, which evaluates MDX. `[[page:…]]` and `[[api:…]]` link into the console.
 *
 * @example <MarkdownView text={doc.content} projectId={2} />
 */
export function MarkdownView({ text, projectId }: { text: string; projectId?: number }) {
  const remarkPlugins = useMemo(
    () => [
      remarkGfm,
      references((kind, target) => {
        const project = projectId === undefined ? '' : `projectId=${projectId}&`;
        return kind === 'page'
          ? `#/workbench/project/config?${project}file=${encodeURIComponent(`config/pages/${target}.yaml`)}`
          : `#/workbench/api_port?${project}q=${encodeURIComponent(target)}`;
      }),
    ],
    [projectId],
  );
  return (
    <div className="wb-markdown" data-testid="wb-markdown">
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={[rawAsText, rehypeSanitize]}
        urlTransform={defaultUrlTransform}
        components={{
          // A fenced block with a language is highlighted by Semi's CodeHighlight (Prism reads the
          // text and writes escaped tokens); any other block stays a plain <pre>.
          pre: ({ node, children }) => {
            const code = node?.children[0];
            const classes = code?.type === 'element' ? [code.properties.className ?? []].flat() : [];
            const language = classes.map(String).find((c) => c.startsWith('language-'));
            if (!language || code?.type !== 'element') return <pre>{children}</pre>;
            const text = code.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
            return <CodeHighlight code={text.replace(/\n$/, '')} language={language.slice(9)} />;
          },
          a: ({ href, children }) =>
            href ? (
              <a href={href} target={href.startsWith('#') ? undefined : '_blank'} rel="noreferrer noopener">
                {children}
              </a>
            ) : (
              <span className="wb-markdown-inert">{children}</span>
            ),
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}

import Markdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * A card's Markdown description as React elements (GFM task lists and tables): raw HTML is
 * dropped, links pass react-markdown's URL check and rehype-sanitize. Loaded only when a card's
 * description is previewed.
 *
 * @example <MarkdownPreview text={task.description} />
 */
export default function MarkdownPreview({ text }: { text: string }) {
  return (
    <div className="wb-board-markdown" data-testid="wb-board-markdown">
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        skipHtml
        urlTransform={defaultUrlTransform}
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noreferrer noopener">
              {children}
            </a>
          ),
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}

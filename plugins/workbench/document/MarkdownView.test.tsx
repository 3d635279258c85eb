import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './MarkdownView';

const html = (text: string) => renderToStaticMarkup(<MarkdownView text={text} projectId={2} />);

describe('#16.3 §5.15 the Markdown view', () => {
  it('#16.3 §5.15 raw HTML shows as text; a javascript: link keeps its words but no href', () => {
    const out = html(
      '<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) [d](data:text/html,hi)',
    );
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).not.toMatch(/<img|<script|javascript:|data:text/);
    expect(out).toContain('<span class="wb-markdown-inert">x</span>');
  });

  it('#16.3 §5.15 GFM tables and task lists render; references link into the console', () => {
    const out = html(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n[[page:users]] and [[api:GET /userManagement/getList]] but `[[page:code]]`',
    );
    expect(out).toContain('<td>1</td>');
    expect(out).toContain('type="checkbox"');
    expect(out).toContain(
      'href="#/workbench/project/config?projectId=2&amp;file=config%2Fpages%2Fusers.yaml"',
    );
    expect(out).toContain('href="#/workbench/api_port?projectId=2&amp;q=GET%20%2FuserManagement%2FgetList"');
    expect(out).toContain('<code>[[page:code]]</code>');
  });

  it('#16.3 §5.15 a fenced block with a language goes to CodeHighlight as text; one without stays a <pre>', () => {
    const out = html('```js\nconst a = "<b>";\n```\n\n```\nplain <i>\n```');
    expect(out).toContain('semi-codeHighlight');
    expect(out).toContain('const a = &quot;&lt;b&gt;&quot;;');
    expect(out).toContain('<pre><code>plain &lt;i&gt;\n</code></pre>');
  });
});

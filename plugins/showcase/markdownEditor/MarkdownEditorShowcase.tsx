import Button from '@douyinfe/semi-ui/lib/es/button';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import { useEffect, useRef, useState } from 'react';
import { ShowcasePage } from '../shared/ShowcasePage';
import { MarkdownPreview } from './MarkdownPreview';
import { countText, TOOLS, type ToolName } from './markdownTools';
import './markdown.css';
import { useTranslation } from 'react-i18next';

const DRAFT_KEY = 'jimu-demo-markdown';
type Mode = 'edit' | 'split' | 'preview';

/** Scrolls `to` to the same share of its height as `from` (the panes differ in length). */
function syncScroll(from: HTMLElement, to: HTMLElement | null) {
  if (!to) return;
  const share = from.scrollTop / Math.max(1, from.scrollHeight - from.clientHeight);
  to.scrollTop = share * (to.scrollHeight - to.clientHeight);
}

/**
 * `/vab/editor/markdownEditor`: markdown in a textarea with a formatting toolbar,
 * a live react-markdown + remark-gfm + rehype-sanitize preview, edit / split / preview modes,
 * word and line counts, proportional scroll sync and a draft kept in localStorage.
 */
export default function MarkdownEditorShowcase() {
  const { t } = useTranslation();
  const [text, setText] = useState(
    () => localStorage.getItem(DRAFT_KEY) ?? t('showcase.markdownEditor.sample'),
  );
  const [mode, setMode] = useState<Mode>('split');
  const source = useRef<HTMLTextAreaElement>(null);
  const preview = useRef<HTMLElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => localStorage.setItem(DRAFT_KEY, text), 500);
    return () => clearTimeout(timer);
  }, [text]);
  const apply = (tool: ToolName) => {
    const area = source.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const edit = TOOLS[tool](text, start, end, t('showcase.markdownEditor.placeholderText'));
    setText(edit.text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(edit.start, edit.end);
    });
  };
  const append = (block: string) => setText((current) => `${current.replace(/\n*$/, '')}\n\n${block}\n`);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'jimu-demo.md' });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const { words, lines } = countText(text);
  return (
    <ShowcasePage
      name="markdownEditor"
      libraries={['react-markdown 10', 'remark-gfm 4', 'rehype-sanitize 6']}
      reference="vab pro editor/markdownEditor.vue · vben editor/markdown"
      source={() => import('./MarkdownEditorShowcase.tsx?source')}
    >
      <section className="jimu-showcase-card">
        <div
          className="jimu-showcase-markdown-toolbar"
          role="toolbar"
          aria-label={t('showcase.markdownEditor.toolbar')}
        >
          {(Object.keys(TOOLS) as ToolName[]).map((tool) => (
            <Button key={tool} size="small" onClick={() => apply(tool)} disabled={mode === 'preview'}>
              {t(`showcase.markdownEditor.tools.${tool}`)}
            </Button>
          ))}
        </div>
        <div className="jimu-showcase-markdown-toolbar">
          <RadioGroup
            type="button"
            aria-label={t('showcase.markdownEditor.mode')}
            value={mode}
            onChange={(event) => setMode(event.target.value)}
            data-testid="showcase-markdownEditor-mode"
          >
            {(['edit', 'split', 'preview'] as const).map((value) => (
              <Radio key={value} value={value}>
                {t(`showcase.markdownEditor.modes.${value}`)}
              </Radio>
            ))}
          </RadioGroup>
          <Button onClick={() => append(t('showcase.markdownEditor.newText'))}>
            {t('showcase.markdownEditor.addText')}
          </Button>
          <Button
            onClick={() => append('![sample](/mock-assets/table/1.svg)')}
            data-testid="showcase-markdownEditor-addImage"
          >
            {t('showcase.markdownEditor.addImage')}
          </Button>
          <Button onClick={() => setText('')} data-testid="showcase-markdownEditor-clear">
            {t('showcase.markdownEditor.clear')}
          </Button>
          <Button onClick={download}>{t('showcase.markdownEditor.download')}</Button>
          <span role="status" data-testid="showcase-markdownEditor-counts">
            {t('showcase.markdownEditor.counts', { words, lines })}
          </span>
        </div>
        <div className="jimu-showcase-markdown-panes" data-mode={mode}>
          {mode !== 'preview' && (
            <textarea
              ref={source}
              className="jimu-showcase-markdown-source"
              aria-label={t('showcase.markdownEditor.source')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onScroll={(event) => syncScroll(event.currentTarget, preview.current)}
              data-testid="showcase-markdownEditor-source"
            />
          )}
          {mode !== 'edit' && (
            <section
              ref={preview}
              className="jimu-showcase-markdown-scroll"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
              tabIndex={0}
              aria-label={t('showcase.markdownEditor.preview')}
              data-testid="showcase-markdownEditor-preview"
            >
              <MarkdownPreview
                source={text}
                taskLabels={[t('showcase.markdownEditor.taskTodo'), t('showcase.markdownEditor.taskDone')]}
              />
            </section>
          )}
        </div>
      </section>
    </ShowcasePage>
  );
}

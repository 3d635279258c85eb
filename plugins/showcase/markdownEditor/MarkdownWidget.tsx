import type { WidgetProps } from '@rjsf/utils';
import { MarkdownPreview } from './MarkdownPreview';
import './markdown.css';
import { useTranslation } from 'react-i18next';

/**
 * `ui:widget: showcase/markdown` — a string field written in Markdown, with its sanitised preview
 * beside it. Emptied, the value is undefined so `required` reports it.
 *
 * @example // uiSchema: { body: { 'ui:widget': 'showcase/markdown' } }
 */
export default function MarkdownWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="jimu-showcase-markdown-panes" data-mode="split">
      <textarea
        id={id}
        className="jimu-showcase-markdown-source"
        value={text}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      <section className="jimu-showcase-markdown-scroll" aria-label={t('showcase.markdownEditor.preview')}>
        <MarkdownPreview
          source={text}
          taskLabels={[t('showcase.markdownEditor.taskTodo'), t('showcase.markdownEditor.taskDone')]}
        />
      </section>
    </div>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { useDemoMessages } from '../shared/demoMessages';
import { MarkdownPreview } from './MarkdownPreview';
import { messages } from './messages';
import './markdown.css';

/**
 * `ui:widget: demo/markdown` — a string field written in Markdown, with its sanitised preview
 * beside it. Emptied, the value is undefined so `required` reports it.
 *
 * @example // uiSchema: { body: { 'ui:widget': 'demo/markdown' } }
 */
export default function MarkdownWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const { t } = useDemoMessages(messages);
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="jimu-demo-markdown-panes" data-mode="split">
      <textarea
        id={id}
        className="jimu-demo-markdown-source"
        value={text}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      <section className="jimu-demo-markdown-scroll" aria-label={t('demo.markdownEditor.preview')}>
        <MarkdownPreview
          source={text}
          taskLabels={[t('demo.markdownEditor.taskTodo'), t('demo.markdownEditor.taskDone')]}
        />
      </section>
    </div>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { useDemoMessages } from '../shared/demoMessages';
import { messages } from './messages';
import { RichTextEditor } from './RichTextEditor';

/**
 * `ui:widget: demo/richText` — a string field holding the editor's cleaned HTML. An empty
 * document is undefined, so `required` reports it.
 *
 * @example // uiSchema: { content: { 'ui:widget': 'demo/richText' } }
 */
export default function RichTextWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  const { t } = useDemoMessages(messages);
  return (
    <RichTextEditor
      id={id}
      value={typeof value === 'string' ? value : ''}
      editable={!(disabled || readonly)}
      label={label || t('demo.richTextEditor.content')}
      onChange={(html, empty) => onChange(empty ? undefined : html)}
    />
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from './RichTextEditor';

/**
 * `ui:widget: showcase/richText` — a string field holding the editor's cleaned HTML. An empty
 * document is undefined, so `required` reports it.
 *
 * @example // uiSchema: { content: { 'ui:widget': 'showcase/richText' } }
 */
export default function RichTextWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  const { t } = useTranslation();
  return (
    <RichTextEditor
      id={id}
      value={typeof value === 'string' ? value : ''}
      editable={!(disabled || readonly)}
      label={label || t('showcase.richTextEditor.content')}
      onChange={(html, empty) => onChange(empty ? undefined : html)}
    />
  );
}

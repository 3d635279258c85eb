import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { editorExtensions } from './editorExtensions';
import { RichTextToolbar } from './RichTextToolbar';
import './richText.css';

export interface RichTextEditorProps {
  /** HTML, as `getHTML()` gives it; parsed through the schema (unknown tags and attributes dropped). */
  value: string;
  onChange?(html: string, isEmpty: boolean): void;
  /** false: a read-only view of the same schema (the preview), no toolbar. */
  editable?: boolean;
  label: string;
  id?: string;
  invalid?: boolean;
}

/**
 * tiptap with Semi's look: StarterKit, safe links and pictures. Values go in and out as HTML that
 * the schema has already cleaned, so the read-only preview needs no innerHTML.
 *
 * @example <RichTextEditor value={html} onChange={setHtml} label="正文" />
 */
export function RichTextEditor({
  value,
  onChange,
  editable = true,
  label,
  id,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    editable,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(id ? { id } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'jimu-showcase-richtext-content',
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.getHTML(), current.isEmpty),
  });
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  return (
    <div className={`jimu-showcase-richtext${invalid ? ' is-invalid' : ''}`} data-editable={editable}>
      {editable && <RichTextToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

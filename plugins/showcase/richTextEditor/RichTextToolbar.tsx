import Button from '@douyinfe/semi-ui/lib/es/button';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../runtime/plugin';
import { isSafeLink } from './editorExtensions';
import { ImagePicker } from './ImagePicker';

type Tool = { name: string; label: string; run(editor: Editor): void; active?(editor: Editor): boolean };

const chain = (editor: Editor) => editor.chain().focus();
const TOOLS: Tool[] = [
  { name: 'bold', label: 'B', run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
  {
    name: 'italic',
    label: 'I',
    run: (e) => chain(e).toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    name: 'underline',
    label: 'U',
    run: (e) => chain(e).toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    name: 'strike',
    label: 'S',
    run: (e) => chain(e).toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  ...([1, 2, 3] as const).map((level) => ({
    name: `h${level}`,
    label: `H${level}`,
    run: (e: Editor) => chain(e).toggleHeading({ level }).run(),
    active: (e: Editor) => e.isActive('heading', { level }),
  })),
  {
    name: 'bulletList',
    label: '•',
    run: (e) => chain(e).toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    name: 'orderedList',
    label: '1.',
    run: (e) => chain(e).toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    name: 'blockquote',
    label: '❝',
    run: (e) => chain(e).toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    name: 'codeBlock',
    label: '</>',
    run: (e) => chain(e).toggleCodeBlock().run(),
    active: (e) => e.isActive('codeBlock'),
  },
  { name: 'undo', label: '↶', run: (e) => chain(e).undo().run() },
  { name: 'redo', label: '↷', run: (e) => chain(e).redo().run() },
  { name: 'clear', label: '⌫', run: (e) => chain(e).unsetAllMarks().clearNodes().run() },
];

/** The editor's Semi buttons; each says whether its mark or block is on (aria-pressed). */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const link = () => {
    const url = window.prompt(
      t('showcase.richTextEditor.linkPrompt'),
      editor.getAttributes('link').href ?? 'https://',
    );
    if (url === null) return;
    if (url.trim() === '') chain(editor).unsetLink().run();
    else if (!isSafeLink(url)) toast('error', t('showcase.richTextEditor.linkInvalid'));
    else chain(editor).extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  return (
    <div
      className="jimu-showcase-richtext-toolbar"
      role="toolbar"
      aria-label={t('showcase.richTextEditor.toolbar')}
    >
      {TOOLS.map((tool) => (
        <Button
          key={tool.name}
          size="small"
          theme={tool.active?.(editor) ? 'solid' : 'borderless'}
          aria-label={`${tool.label} ${t(`showcase.richTextEditor.tools.${tool.name}`)}`}
          aria-pressed={tool.active ? tool.active(editor) : undefined}
          title={t(`showcase.richTextEditor.tools.${tool.name}`)}
          data-tool={tool.name}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => tool.run(editor)}
        >
          {tool.label}
        </Button>
      ))}
      <Button
        size="small"
        theme={editor.isActive('link') ? 'solid' : 'borderless'}
        aria-label={t('showcase.richTextEditor.tools.link')}
        data-tool="link"
        onClick={link}
      >
        🔗
      </Button>
      <ImagePicker onPick={(src) => chain(editor).setImage({ src }).run()} />
    </div>
  );
}

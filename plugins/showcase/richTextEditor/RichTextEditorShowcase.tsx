import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Toast from '@douyinfe/semi-ui/lib/es/toast';
import { useEffect, useState } from 'react';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { DemoPage } from '../shared/DemoPage';
import { useDemoMessages } from '../shared/demoMessages';
import { messages } from './messages';
import { RichTextEditor } from './RichTextEditor';

const DRAFT_KEY = 'jimu-demo-richtext';
const MODULES = ['news', 'notice', 'blog'] as const;

interface Article {
  title: string;
  module: string;
  content: string;
  empty: boolean;
}
type Errors = Partial<Record<'title' | 'module' | 'content', string>>;

function readDraft(): Article {
  try {
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    if (saved && typeof saved.content === 'string') return { title: '', module: '', empty: false, ...saved };
  } catch {
    // A damaged draft starts over.
  }
  return { title: '', module: '', content: '', empty: true };
}

/**
 * `/vab/editor/richTextEditor` (SHOWCASE §10): an article with title (≤20), module and tiptap
 * content, all required; 预览 renders a read-only editor of the same schema; the draft autosaves
 * every second; 保存 validates, then shows the payload (there is no article endpoint).
 */
export default function RichTextEditorDemo() {
  const { t } = useDemoMessages(messages);
  const [article, setArticle] = useState(readDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState(false);
  const [payload, setPayload] = useState<Article | null>(null);
  useCloseWhenLeft(preview, () => setPreview(false));
  useCloseWhenLeft(payload !== null, () => setPayload(null));
  useEffect(() => {
    const timer = setTimeout(() => localStorage.setItem(DRAFT_KEY, JSON.stringify(article)), 1000);
    return () => clearTimeout(timer);
  }, [article]);
  const change = (patch: Partial<Article>) => setArticle((current) => ({ ...current, ...patch }));
  const save = () => {
    const found: Errors = {};
    if (!article.title.trim()) found.title = t('demo.richTextEditor.titleRequired');
    else if (article.title.length > 20) found.title = t('demo.richTextEditor.titleTooLong');
    if (!article.module) found.module = t('demo.richTextEditor.moduleRequired');
    if (article.empty || !article.content) found.content = t('demo.richTextEditor.contentRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    Toast.success(t('demo.richTextEditor.saved'));
    setPayload(article);
  };
  return (
    <DemoPage
      name="richTextEditor"
      libraries={['@tiptap/react 3.34', '@tiptap/starter-kit 3.34']}
      reference="vab pro editor/richTextEditor.vue · vben v5 examples/tiptap"
      source={() => import('./RichTextEditorDemo.tsx?source')}
    >
      <section className="jimu-demo-card jimu-demo-richtext-form">
        <div className="jimu-demo-richtext-field">
          <label htmlFor="richtext-title">{t('demo.richTextEditor.title')} *</label>
          <Input
            id="richtext-title"
            value={article.title}
            onChange={(title) => change({ title })}
            validateStatus={errors.title ? 'error' : 'default'}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? 'richtext-title-error' : undefined}
          />
          {errors.title && (
            <span id="richtext-title-error" className="jimu-demo-richtext-error" role="alert">
              {errors.title}
            </span>
          )}
        </div>
        <div className="jimu-demo-richtext-field">
          <label htmlFor="richtext-module">{t('demo.richTextEditor.module')} *</label>
          <select
            id="richtext-module"
            className="jimu-demo-select"
            value={article.module}
            onChange={(event) => change({ module: event.target.value })}
            aria-invalid={Boolean(errors.module)}
          >
            <option value="">—</option>
            {MODULES.map((name) => (
              <option key={name} value={name}>
                {t(`demo.richTextEditor.modules.${name}`)}
              </option>
            ))}
          </select>
          {errors.module && (
            <span className="jimu-demo-richtext-error" role="alert">
              {errors.module}
            </span>
          )}
        </div>
        <div className="jimu-demo-richtext-field" data-testid="demo-richTextEditor-editor">
          <span>{t('demo.richTextEditor.content')} *</span>
          <RichTextEditor
            value={article.content}
            label={t('demo.richTextEditor.content')}
            invalid={Boolean(errors.content)}
            onChange={(content, empty) => change({ content, empty })}
          />
          {errors.content && (
            <span
              className="jimu-demo-richtext-error"
              role="alert"
              data-testid="demo-richTextEditor-contentError"
            >
              {errors.content}
            </span>
          )}
        </div>
        <div className="jimu-demo-tags">
          <Button theme="solid" onClick={save} data-testid="demo-richTextEditor-save">
            {t('demo.richTextEditor.save')}
          </Button>
          <Button onClick={() => setPreview(true)} data-testid="demo-richTextEditor-preview">
            {t('demo.richTextEditor.preview')}
          </Button>
        </div>
        <details>
          <summary>{t('demo.richTextEditor.html')}</summary>
          <pre className="jimu-demo-code" data-testid="demo-richTextEditor-html">
            {article.content}
          </pre>
        </details>
      </section>
      <Modal
        visible={preview}
        title={article.title || t('demo.richTextEditor.preview')}
        onCancel={() => setPreview(false)}
        footer={null}
        width={720}
      >
        <div data-testid="demo-richTextEditor-previewBody">
          <RichTextEditor value={article.content} editable={false} label={t('demo.richTextEditor.preview')} />
        </div>
      </Modal>
      <SideSheet
        visible={payload !== null}
        title={t('demo.richTextEditor.payload')}
        onCancel={() => setPayload(null)}
        closeOnEsc
      >
        <pre className="jimu-demo-code">{JSON.stringify(payload, null, 2)}</pre>
      </SideSheet>
    </DemoPage>
  );
}

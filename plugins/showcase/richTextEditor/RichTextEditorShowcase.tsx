import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../runtime/plugin';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { ShowcasePage } from '../shared/ShowcasePage';
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
 * `/vab/editor/richTextEditor`: an article with title (≤20), module and tiptap
 * content, all required; 预览 renders a read-only editor of the same schema; the draft autosaves
 * every second; 保存 validates, then shows the payload (there is no article endpoint).
 */
export default function RichTextEditorShowcase() {
  const { t } = useTranslation();
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
    if (!article.title.trim()) found.title = t('showcase.richTextEditor.titleRequired');
    else if (article.title.length > 20) found.title = t('showcase.richTextEditor.titleTooLong');
    if (!article.module) found.module = t('showcase.richTextEditor.moduleRequired');
    if (article.empty || !article.content) found.content = t('showcase.richTextEditor.contentRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    toast('success', t('showcase.richTextEditor.saved'));
    setPayload(article);
  };
  return (
    <ShowcasePage
      name="richTextEditor"
      libraries={['@tiptap/react 3.34', '@tiptap/starter-kit 3.34']}
      reference="vab pro editor/richTextEditor.vue · vben v5 examples/tiptap"
      source={() => import('./RichTextEditorShowcase.tsx?source')}
    >
      <section className="jimu-showcase-card jimu-showcase-richtext-form">
        <div className="jimu-showcase-richtext-field">
          <label htmlFor="richtext-title">{t('showcase.richTextEditor.title')} *</label>
          <Input
            id="richtext-title"
            value={article.title}
            onChange={(title) => change({ title })}
            validateStatus={errors.title ? 'error' : 'default'}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? 'richtext-title-error' : undefined}
          />
          {errors.title && (
            <span id="richtext-title-error" className="jimu-showcase-richtext-error" role="alert">
              {errors.title}
            </span>
          )}
        </div>
        <div className="jimu-showcase-richtext-field">
          <label htmlFor="richtext-module">{t('showcase.richTextEditor.module')} *</label>
          <select
            id="richtext-module"
            className="jimu-showcase-select"
            value={article.module}
            onChange={(event) => change({ module: event.target.value })}
            aria-invalid={Boolean(errors.module)}
          >
            <option value="">—</option>
            {MODULES.map((name) => (
              <option key={name} value={name}>
                {t(`showcase.richTextEditor.modules.${name}`)}
              </option>
            ))}
          </select>
          {errors.module && (
            <span className="jimu-showcase-richtext-error" role="alert">
              {errors.module}
            </span>
          )}
        </div>
        <div className="jimu-showcase-richtext-field" data-testid="showcase-richTextEditor-editor">
          <span>{t('showcase.richTextEditor.content')} *</span>
          <RichTextEditor
            value={article.content}
            label={t('showcase.richTextEditor.content')}
            invalid={Boolean(errors.content)}
            onChange={(content, empty) => change({ content, empty })}
          />
          {errors.content && (
            <span
              className="jimu-showcase-richtext-error"
              role="alert"
              data-testid="showcase-richTextEditor-contentError"
            >
              {errors.content}
            </span>
          )}
        </div>
        <div className="jimu-showcase-tags">
          <Button theme="solid" onClick={save} data-testid="showcase-richTextEditor-save">
            {t('showcase.richTextEditor.save')}
          </Button>
          <Button onClick={() => setPreview(true)} data-testid="showcase-richTextEditor-preview">
            {t('showcase.richTextEditor.preview')}
          </Button>
        </div>
        <details>
          <summary>{t('showcase.richTextEditor.html')}</summary>
          <pre className="jimu-showcase-code" data-testid="showcase-richTextEditor-html">
            {article.content}
          </pre>
        </details>
      </section>
      <Modal
        visible={preview}
        title={article.title || t('showcase.richTextEditor.preview')}
        onCancel={() => setPreview(false)}
        footer={null}
        width={720}
      >
        <div data-testid="showcase-richTextEditor-previewBody">
          <RichTextEditor
            value={article.content}
            editable={false}
            label={t('showcase.richTextEditor.preview')}
          />
        </div>
      </Modal>
      <SideSheet
        visible={payload !== null}
        title={t('showcase.richTextEditor.payload')}
        onCancel={() => setPayload(null)}
        closeOnEsc
      >
        <pre className="jimu-showcase-code">{JSON.stringify(payload, null, 2)}</pre>
      </SideSheet>
    </ShowcasePage>
  );
}

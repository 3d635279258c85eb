import Button from '@douyinfe/semi-ui/lib/es/button';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Trigger } from '../../../runtime/ui/controls';
import { MarkdownView } from './MarkdownView';
import { outlineOf } from './outline';
import type { Doc } from './types';

/**
 * A document read: title, who saved which version when, the actions this user may take,
 * a heading outline, and the text — Markdown rendered safely, old rich text as plain text.
 */
export function DocReader(props: {
  doc: Doc;
  canWrite: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onHistory: () => void;
  onRename: () => void;
  onConvert: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { doc } = props;
  const markdown = doc.format === 'markdown';
  const outline = useMemo(() => (markdown ? outlineOf(doc.content) : []), [doc.content, markdown]);
  return (
    <article className="wb-doc-reader" data-testid="wb-doc-reader">
      <div className="wb-toolbar">
        <div>
          <h2 className="wb-doc-title">{doc.title}</h2>
          <span className="wb-muted">
            {t('workbench.document.meta', { author: doc.author, version: doc.version, time: doc.updateTime })}
          </span>
        </div>
        <div className="wb-toolbar-group">
          {props.canWrite && markdown && (
            <Button theme="solid" onClick={props.onEdit}>
              {t('workbench.document.edit')}
            </Button>
          )}
          {props.canWrite && !markdown && (
            <Button onClick={props.onConvert}>{t('workbench.document.convert')}</Button>
          )}
          <Button onClick={props.onHistory}>{t('workbench.document.history')}</Button>
          {props.canWrite && <Button onClick={props.onRename}>{t('workbench.document.rename')}</Button>}
          {props.canDelete && (
            <Popconfirm
              title={t('workbench.document.confirmDelete', { title: doc.title })}
              onConfirm={props.onDelete}
            >
              <Trigger>
                <Button type="danger">{t('workbench.common.delete')}</Button>
              </Trigger>
            </Popconfirm>
          )}
        </div>
      </div>
      {!markdown && <p className="wb-muted">{t('workbench.document.richText')}</p>}
      {outline.length > 1 && (
        <nav aria-label={t('workbench.document.outline')} className="wb-doc-outline">
          {outline.map((h, index) => (
            <button
              key={h.line}
              type="button"
              className="wb-link"
              style={{ paddingInlineStart: (h.level - 1) * 12 }}
              onClick={() =>
                document
                  .querySelectorAll('.wb-doc-reader .wb-markdown :is(h1,h2,h3,h4,h5,h6)')
                  [index]?.scrollIntoView({ behavior: 'smooth', block: 'start' })
              }
            >
              {h.text}
            </button>
          ))}
        </nav>
      )}
      {markdown ? (
        <MarkdownView text={doc.content} projectId={doc.projectId} />
      ) : (
        <pre className="wb-pre">{doc.content}</pre>
      )}
    </article>
  );
}

import Button from '@douyinfe/semi-ui/lib/es/button';
import List from '@douyinfe/semi-ui/lib/es/list';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useTranslation } from 'react-i18next';
import type { TemplateFile } from './types';

/**
 * The files of a set in their order: choose one to edit; for a custom set the person who
 * may write moves files up and down and adds files, the one who may delete removes them.
 */
export function FileList(props: {
  files: TemplateFile[];
  selected?: number;
  onSelect: (file: TemplateFile) => void;
  onMove?: (file: TemplateFile, to: number) => void;
  onDelete?: (file: TemplateFile) => void;
  onNew?: () => void;
}) {
  const { t } = useTranslation();
  const { files } = props;
  return (
    <section aria-label={t('workbench.tpl.fileList')}>
      <List
        size="small"
        bordered
        header={
          <div className="wb-toolbar">
            <strong>{t('workbench.tpl.fileList')}</strong>
            {props.onNew && (
              <Button size="small" onClick={props.onNew}>
                {t('workbench.tpl.newFile')}
              </Button>
            )}
          </div>
        }
        dataSource={files}
        renderItem={(file: TemplateFile, index: number) => (
          <List.Item className={file.id === props.selected ? 'wb-tpl-file-active' : undefined}>
            <div className="wb-tpl-file" data-file={file.path}>
              <button
                type="button"
                className="wb-tpl-link wb-tpl-file-path"
                aria-current={file.id === props.selected ? 'true' : undefined}
                onClick={() => props.onSelect(file)}
              >
                {file.path}
              </button>
              {!file.enabled && <Tag size="small">{t('workbench.tpl.disabled')}</Tag>}
              {props.onMove && (
                <>
                  <Button
                    size="small"
                    theme="borderless"
                    aria-label={t('workbench.tpl.moveUp', { path: file.path })}
                    disabled={index === 0}
                    onClick={() => props.onMove?.(file, index - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    theme="borderless"
                    aria-label={t('workbench.tpl.moveDown', { path: file.path })}
                    disabled={index === files.length - 1}
                    onClick={() => props.onMove?.(file, index + 1)}
                  >
                    ↓
                  </Button>
                </>
              )}
              {props.onDelete && (
                <Button
                  size="small"
                  theme="borderless"
                  type="danger"
                  aria-label={`${t('workbench.tpl.delete')} ${file.path}`}
                  onClick={() => props.onDelete?.(file)}
                >
                  ✕
                </Button>
              )}
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}

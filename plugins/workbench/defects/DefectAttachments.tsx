import Button from '@douyinfe/semi-ui/lib/es/button';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import type { Defect } from './types';

/** One file on a defect, as the server keeps it (an image `POST /upload` stored). */
export interface Attachment {
  id: string;
  name: string;
  url: string;
  type: string;
  size: number;
}

/**
 * A defect's attachments: screenshots shown as thumbnails that open the file; who may
 * write adds one (uploaded first, then saved on the defect) or removes one. A refused upload (not
 * an image, too large) is said by the console's error catalogue and changes nothing.
 */
export function DefectAttachments({
  defect,
  canWrite,
  onChanged,
}: {
  defect: Defect;
  canWrite: boolean;
  onChanged(next: Defect): void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const list = defect.attachments ?? [];
  const save = async (ids: string[]) => {
    const answer = await http.post<Defect>('/workbench/defect/save', { id: defect.id, attachments: ids });
    onChanged(answer.data);
  };
  const add = async (file: File) => {
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const uploaded = await http.post<Attachment>('/upload', body);
      await save([...list.map((a) => a.id), uploaded.data.id]);
    } catch {
      // The http layer has shown the refusal; the defect is as it was.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <section aria-label={t('workbench.defect.attachments')} className="wb-defect-attachments">
      <h4>{t('workbench.defect.attachments')}</h4>
      {list.length === 0 && (
        <Typography.Text type="tertiary">{t('workbench.defect.noAttachments')}</Typography.Text>
      )}
      <ul className="wb-defect-files">
        {list.map((file) => (
          <li key={file.id} data-attachment={file.name}>
            <a href={file.url} target="_blank" rel="noreferrer">
              <img src={file.url} alt={file.name} />
              <span>{file.name}</span>
            </a>
            {canWrite && (
              <Button
                size="small"
                type="tertiary"
                aria-label={t('workbench.defect.removeAttachment', { name: file.name })}
                onClick={() => void save(list.filter((a) => a.id !== file.id).map((a) => a.id))}
              >
                {t('workbench.defect.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canWrite && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('workbench.defect.addAttachment')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void add(file);
            }}
          />
          <Button loading={busy} onClick={() => input.current?.click()}>
            {t('workbench.defect.addAttachment')}
          </Button>
        </>
      )}
    </section>
  );
}

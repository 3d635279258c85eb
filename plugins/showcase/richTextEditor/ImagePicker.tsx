import Button from '@douyinfe/semi-ui/lib/es/button';
import Popover from '@douyinfe/semi-ui/lib/es/popover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { Trigger } from '../../../runtime/ui/controls';

const SAMPLES = [1, 2, 3, 4, 5, 6, 7, 8];
const MAX_BYTES = 500 * 1024;

/** Pictures for the editor: the mock's sample images, or a file sent to `POST /upload` (≤500 KB). */
export function ImagePicker({ onPick }: { onPick(src: string): void }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [open, setOpen] = useState(false);
  useCloseWhenLeft(open, () => setOpen(false));
  const pick = (src: string) => {
    onPick(src);
    setOpen(false);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      toast('error', t('showcase.richTextEditor.tooLarge'));
      return;
    }
    const body = new FormData();
    body.append('file', file);
    try {
      const { data } = await http.post<{ url: string }>('/upload', body);
      pick(data.url);
    } catch {
      // The http client showed why.
    }
  };
  const content = (
    <div className="jimu-showcase-richtext-images">
      <p>{t('showcase.richTextEditor.samples')}</p>
      <div className="jimu-showcase-richtext-samples">
        {SAMPLES.map((n) => (
          <button
            key={n}
            type="button"
            data-sample={n}
            aria-label={t('showcase.richTextEditor.sample', { n })}
            onClick={() => pick(`/mock-assets/table/${n}.svg`)}
          >
            <img src={`/mock-assets/table/${n}.svg`} alt="" width={56} height={40} />
          </button>
        ))}
      </div>
      <label className="jimu-showcase-richtext-upload">
        {t('showcase.richTextEditor.uploadImage')}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(event) => upload(event.target.files?.[0])}
        />
      </label>
    </div>
  );
  return (
    <Popover
      visible={open}
      onClickOutSide={() => setOpen(false)}
      trigger="custom"
      content={content}
      position="bottomLeft"
    >
      <Trigger>
        <Button
          size="small"
          theme="borderless"
          aria-label={t('showcase.richTextEditor.tools.image')}
          data-tool="image"
          onClick={() => setOpen((v) => !v)}
        >
          🖼
        </Button>
      </Trigger>
    </Popover>
  );
}

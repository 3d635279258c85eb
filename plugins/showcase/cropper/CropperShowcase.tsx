import Button from '@douyinfe/semi-ui/lib/es/button';
import Cropper from '@douyinfe/semi-ui/lib/es/cropper';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Slider from '@douyinfe/semi-ui/lib/es/slider';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { isKeyOf, isOneOf } from '../../../runtime/lib';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { dataUrlBlob, exportCrop } from './exportCrop';

const ASPECTS = { '1:1': 1, '4:3': 4 / 3, '16:9': 16 / 9, free: undefined } as const;
type Aspect = keyof typeof ASPECTS;
const SHAPES: readonly ('rect' | 'round')[] = ['rect', 'round'];
const PHOTOS = [1, 2, 3, 4];

/**
 * /other/cropper: Semi Cropper over a generated 800×500 photo or a local file (read as a data URL,
 * never uploaded unless saved). 裁剪 exports a PNG (masked round when asked); 设为头像 uploads it
 * (POST /upload), saves the url (POST /user/edit) and reloads the user so the header shows it.
 */
export default function CropperShowcase() {
  const { t } = useTranslation();
  const { http, refreshUser } = usePluginServices();
  const cropper = useRef<Cropper>(null);
  const preview = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState('/mock-assets/photo/1.svg');
  const [aspect, setAspect] = useState<Aspect>('1:1');
  const [shape, setShape] = useState<'rect' | 'round'>('rect');
  const [zoom, setZoom] = useState(1);
  const [rotate, setRotate] = useState(0);
  const [result, setResult] = useState<{ url: string; width: number; height: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const canSave = usePermission({ permissions: ['write:system'] });
  const box = useRef<HTMLDivElement>(null);
  // A new picture or aspect mounts a new Cropper, which measures its picture once it has loaded.
  // Until then its canvas has no size (getImageData throws), so 裁剪 waits for the load.
  const cropKey = `${src}|${aspect}`;
  const keyRef = useRef(cropKey);
  keyRef.current = cropKey;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const loaded = loadedKey === cropKey;
  // Attached in the commit, so even a cached picture's load is seen. Load events do not bubble:
  // the listener captures. Semi's own onLoad runs after it, so the flag is set a task later.
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const onLoad = (event: Event) => {
      if (!(event.target instanceof HTMLImageElement)) return;
      if (!event.target.classList.contains('semi-cropper-img')) return;
      const key = keyRef.current;
      setTimeout(() => setLoadedKey(key));
    };
    root.addEventListener('load', onLoad, true);
    return () => root.removeEventListener('load', onLoad, true);
  }, []);
  // Semi's Cropper draws its picture and previews as <img> without alt: they repeat the picture
  // the controls describe, so they are marked decorative as they appear.
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const decorate = () => {
      for (const img of root.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
    };
    decorate();
    const observer = new MutationObserver(decorate);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const crop = () => {
    if (!loaded) return;
    const canvas = cropper.current?.getCropperCanvas();
    if (!canvas) return;
    setResult({ url: exportCrop(canvas, shape === 'round'), width: canvas.width, height: canvas.height });
  };
  const setAvatar = async () => {
    if (!result) {
      toast('warning', t('showcase.cropper.cropFirst'));
      return;
    }
    setSaving(true);
    try {
      const body = new FormData();
      body.append('file', await dataUrlBlob(result.url), 'avatar.png');
      const { data } = await http.post<{ url: string }>('/upload', body);
      await http.post('/user/edit', { avatar: data.url });
      await refreshUser();
      toast('success', t('showcase.cropper.avatarSaved'));
    } catch {
      // The http client has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <ShowcasePage
      name="cropper"
      libraries={['Semi Cropper']}
      reference="vab pro VabCropper, vben examples/cropper"
      source={() => import('./CropperShowcase.tsx?source')}
    >
      <Card>
        <Space wrap spacing="loose">
          <RadioGroup
            type="button"
            aria-label={t('showcase.cropper.source')}
            value={src.startsWith('/mock-assets/photo/') ? src : undefined}
            onChange={(event) => setSrc(String(event.target.value))}
          >
            {PHOTOS.map((n) => (
              <Radio key={n} value={`/mock-assets/photo/${n}.svg`}>
                {t('showcase.cropper.sample', { n })}
              </Radio>
            ))}
          </RadioGroup>
          <Button onClick={() => file.current?.click()}>{t('showcase.cropper.pick')}</Button>
          <input
            ref={file}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('showcase.cropper.pick')}
            data-testid="showcase-cropper-file"
            onChange={(event) => {
              const picked = event.target.files?.[0];
              event.target.value = '';
              if (!picked) return;
              if (!picked.type.startsWith('image/')) {
                toast('error', t('showcase.cropper.notImage'));
                return;
              }
              const reader = new FileReader();
              reader.onload = () => setSrc(String(reader.result));
              reader.readAsDataURL(picked);
            }}
          />
          <Typography.Text type="tertiary" size="small">
            {t('showcase.cropper.pickHint')}
          </Typography.Text>
        </Space>
      </Card>
      <div
        ref={box}
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(240px, 1fr)', gap: 16 }}
      >
        <Card>
          <Cropper
            ref={cropper}
            key={cropKey}
            src={src}
            aspectRatio={ASPECTS[aspect]}
            shape={shape}
            zoom={zoom}
            onZoomChange={setZoom}
            rotate={rotate}
            preview={() => preview.current as HTMLElement}
            imgProps={{ alt: t('showcase.cropper.source') }}
            style={{ width: '100%', height: 400 }}
            fill="rgba(0,0,0,0.6)"
          />
          <Space wrap spacing="loose" style={{ marginTop: 12 }}>
            <RadioGroup
              type="button"
              aria-label={t('showcase.cropper.aspect')}
              value={aspect}
              onChange={(event) => isKeyOf(ASPECTS, event.target.value) && setAspect(event.target.value)}
              data-testid="showcase-cropper-aspect"
            >
              {Object.keys(ASPECTS).map((key) => (
                <Radio key={key} value={key}>
                  {key === 'free' ? t('showcase.cropper.free') : key}
                </Radio>
              ))}
            </RadioGroup>
            <RadioGroup
              type="button"
              aria-label={t('showcase.cropper.shape')}
              value={shape}
              onChange={(event) => isOneOf(SHAPES, event.target.value) && setShape(event.target.value)}
              data-testid="showcase-cropper-shape"
            >
              <Radio value="rect">{t('showcase.cropper.rect')}</Radio>
              <Radio value="round">{t('showcase.cropper.round')}</Radio>
            </RadioGroup>
            <Space>
              <span aria-hidden="true">{t('showcase.cropper.zoom')}</span>
              <Slider
                min={0.1}
                max={3}
                step={0.1}
                value={zoom}
                onChange={(value) => setZoom(Number(value))}
                style={{ width: 160 }}
                aria-label={t('showcase.cropper.zoom')}
              />
            </Space>
            <Button data-testid="showcase-cropper-rotateLeft" onClick={() => setRotate((r) => r - 90)}>
              {t('showcase.cropper.rotateLeft')}
            </Button>
            <Button data-testid="showcase-cropper-rotateRight" onClick={() => setRotate((r) => r + 90)}>
              {t('showcase.cropper.rotateRight')}
            </Button>
            <Button
              onClick={() => {
                setZoom(1);
                setRotate(0);
                setAspect('1:1');
                setShape('rect');
                setResult(null);
              }}
            >
              {t('showcase.cropper.reset')}
            </Button>
          </Space>
        </Card>
        <Card title={t('showcase.cropper.preview')}>
          <Space align="end" spacing="loose" style={{ display: 'flex' }}>
            <div
              ref={preview}
              data-testid="showcase-cropper-preview"
              style={{
                width: 100,
                height: 100,
                overflow: 'hidden',
                borderRadius: shape === 'round' ? '50%' : 4,
                border: '1px solid var(--semi-color-border)',
              }}
            />
            {result ? (
              <img
                src={result.url}
                alt=""
                width={48}
                height={48}
                style={{ objectFit: 'cover', borderRadius: shape === 'round' ? '50%' : 4 }}
              />
            ) : null}
          </Space>
          <Space wrap style={{ marginTop: 16, display: 'flex' }}>
            <Button theme="solid" data-testid="showcase-cropper-crop" disabled={!loaded} onClick={crop}>
              {t('showcase.cropper.crop')}
            </Button>
            <Button
              disabled={!result}
              onClick={() => {
                if (!result) return;
                const link = document.createElement('a');
                link.href = result.url;
                link.download = 'avatar.png';
                link.click();
              }}
            >
              {t('showcase.cropper.download')}
            </Button>
            <Button
              disabled={!canSave || saving}
              loading={saving}
              data-testid="showcase-cropper-setAvatar"
              onClick={() => void setAvatar()}
            >
              {t('showcase.cropper.setAvatar')}
            </Button>
          </Space>
          {canSave ? null : (
            <Typography.Paragraph type="warning" size="small" style={{ marginTop: 8 }}>
              {t('showcase.cropper.noPermission')}
            </Typography.Paragraph>
          )}
          {result ? (
            <div style={{ marginTop: 16 }}>
              <Typography.Text strong>{t('showcase.cropper.result')}</Typography.Text>
              <img
                src={result.url}
                alt={t('showcase.cropper.result')}
                data-testid="showcase-cropper-result"
                style={{ display: 'block', maxWidth: '100%', marginTop: 8 }}
              />
              <Typography.Text type="tertiary" size="small" data-testid="showcase-cropper-resultSize">
                {t('showcase.cropper.resultSize', { width: result.width, height: result.height })}
              </Typography.Text>
            </div>
          ) : null}
        </Card>
      </div>
    </ShowcasePage>
  );
}

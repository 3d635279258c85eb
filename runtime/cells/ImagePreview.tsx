import { Preview } from '@douyinfe/semi-ui/lib/es/image';

export interface ImagePreviewProps {
  src: string;
  onClose(): void;
}

/**
 * Semi's full-size image viewer (zoom, rotate, download) for one picture, open from the start.
 * ImageCell loads it on the first click, so a table's rows never carry it.
 *
 * @example {open && <ImagePreview src={src} onClose={() => setOpen(false)} />}
 */
export function ImagePreview({ src, onClose }: ImagePreviewProps) {
  return <Preview src={src} visible onVisibleChange={(visible) => visible || onClose()} />;
}

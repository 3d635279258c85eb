import { useState } from 'react';
import { lazyComponent } from '../lib/lazyComponent';
import type { CellProps } from './CellContext';
import { TextCell } from './TextCell';
import './cells.css';

const ImagePreview = lazyComponent(() => import('./ImagePreview').then((m) => m.ImagePreview));

const isSource = (value: unknown): value is string =>
  typeof value === 'string' && /^(https?:|\/|\.{0,2}\/|data:image\/)/i.test(value.trim());

/** A picture's text alternative: the row's title or name when it has one, else the column's field. */
const altOf = ({ row, context }: CellProps) => {
  const named = row.title ?? row.name ?? row.username;
  return typeof named === 'string' && named ? named : (context.field ?? '');
};

/**
 * `image`: a thumbnail (`size` px, default 48, cropped to fill) loaded lazily; a click opens the
 * full-size viewer, whose code (Semi's image preview) loads only then.
 *
 * @example
 * // cell: { type: image, size: 48 }
 */
export function ImageCell(props: CellProps) {
  const { value, options, context } = props;
  const [open, setOpen] = useState(false);
  if (!isSource(value)) return <TextCell {...props} />;
  const size = options.size ?? 48;
  const alt = altOf(props);
  return (
    <>
      <button
        type="button"
        className="jimu-cell-image"
        onClick={() => setOpen(true)}
        aria-label={`${context.t('jimu.crud.preview')} ${alt}`.trim()}
        aria-haspopup="dialog"
      >
        <img src={value} width={size} height={size} alt={alt} loading="lazy" decoding="async" />
      </button>
      {open && <ImagePreview src={value} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * `avatar`: a round picture (`size` px, default 32); a value that is not a picture shows its
 * first character, as avatars of people without a photo do.
 *
 * @example
 * // cell: { type: avatar, size: 32 }
 */
export function AvatarCell({ value, options }: CellProps) {
  const size = options.size ?? 32;
  const style = { width: size, height: size, fontSize: Math.round(size / 2.4) };
  if (isSource(value))
    return (
      <img className="jimu-cell-avatar" src={value} style={style} alt="" loading="lazy" decoding="async" />
    );
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <span className="jimu-cell-avatar jimu-cell-avatar-initial" style={style} role="img" aria-label={text}>
      {text.slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}

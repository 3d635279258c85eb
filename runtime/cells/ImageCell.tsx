import Avatar from '@douyinfe/semi-ui/lib/es/avatar';
import Image from '@douyinfe/semi-ui/lib/es/image';
import type { CellProps } from './CellContext';
import { TextCell } from './TextCell';
import './cells.css';

const isSource = (value: unknown): value is string =>
  typeof value === 'string' && /^(https?:|\/|\.{0,2}\/|data:image\/)/i.test(value.trim());

/**
 * `image`: a thumbnail (`size` px, default 48) that previews full size on click.
 *
 * @example
 * // cell: { type: image, size: 48 }
 */
export function ImageCell(props: CellProps) {
  const { value, options } = props;
  if (!isSource(value)) return <TextCell {...props} />;
  const size = options.size ?? 48;
  return <Image className="jimu-cell-image" src={value} width={size} height={size} alt="" />;
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
  if (isSource(value)) return <Avatar src={value} style={style} alt="" />;
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <Avatar color="light-blue" style={style} alt={text}>
      {text.slice(0, 1).toUpperCase() || '?'}
    </Avatar>
  );
}

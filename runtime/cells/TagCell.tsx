import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { CellProps } from './CellContext';
import { cellLabel } from './cellLabel';
import { TextCell } from './TextCell';
import { cssColor, semiColor } from './tagColor';
import './cells.css';

/**
 * `tag`: one Semi Tag per value (arrays give several), coloured by `colors`, worded by `labels`.
 *
 * @example
 * // cell: { type: tag, colors: { published: green }, labels: { published: option.published } }
 */
export function TagCell(props: CellProps) {
  const { value, options, context } = props;
  const values = Array.isArray(value) ? value : [value];
  if (values.every((v) => v === undefined || v === null || v === '')) return <TextCell {...props} />;
  return (
    <span className="jimu-cell-tags">
      {values.map((item) => {
        const color = options.colors?.[String(item)];
        const named = semiColor(color);
        const style = color && !named ? { color, borderColor: color } : undefined;
        return (
          <Tag key={String(item)} color={named ?? 'grey'} type={style ? 'ghost' : 'light'} style={style}>
            {cellLabel(item, options, context.t)}
          </Tag>
        );
      })}
    </span>
  );
}

/**
 * `status`: a coloured dot and the label — quieter than a tag for states such as enabled/disabled.
 *
 * @example
 * // cell: { type: status, colors: { enabled: green, disabled: red } }
 */
export function StatusCell(props: CellProps) {
  const { value, options, context } = props;
  if (value === undefined || value === null || value === '') return <TextCell {...props} />;
  return (
    <span className="jimu-cell-status">
      <span
        className="jimu-cell-status-dot"
        style={{ background: cssColor(options.colors?.[String(value)]) }}
      />
      {cellLabel(value, options, context.t)}
    </span>
  );
}

import type { CellProps } from './CellContext';
import { CellTag } from './CellTag';
import { cellLabel } from './cellLabel';
import { TextCell } from './TextCell';
import { cssColor } from './tagColor';
import './cells.css';

/**
 * `tag`: one tag (CellTag) per value (arrays give several), coloured by `colors`, worded by `labels`.
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
      {values.map((item) => (
        <CellTag key={String(item)} color={options.colors?.[String(item)]}>
          {cellLabel(item, options, context.t)}
        </CellTag>
      ))}
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

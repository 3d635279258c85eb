import type { CellProps } from '../../runtime/cells';
import { CellTag, TextCell } from '../../runtime/cells';

/** Where "warm" and "hot" start, unless the column's `options` say otherwise. */
const DEFAULT_LEVELS = { warm: 1000, hot: 3000 };

/** One number format per language, made once, not one per cell on every render (toLocaleString builds one each call). */
const formats = new Map<string, Intl.NumberFormat>();
const formatCount = (count: number, language: string): string => {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format.format(count);
};

/**
 * `cell: example/heat` — a view count with how much attention it gets: a coloured tag (quiet,
 * warm, hot) and the number, thresholds from `options: { warm, hot }`.
 *
 * @example
 * // columns: - { field: pageViews, title: field.pageViews, cell: { type: example/heat, options: { hot: 4000 } } }
 */
export function HeatCell(props: CellProps) {
  const count = Number(props.value);
  if (props.value === null || props.value === '' || !Number.isFinite(count)) return <TextCell {...props} />;
  const own = props.options.options ?? {};
  // A threshold the config leaves out is the default; one it gives is compared as a number.
  const levelOf = (key: keyof typeof DEFAULT_LEVELS) =>
    own[key] === undefined ? DEFAULT_LEVELS[key] : Number(own[key]);
  const levels = { warm: levelOf('warm'), hot: levelOf('hot') };
  const level = count >= levels.hot ? 'hot' : count >= levels.warm ? 'warm' : 'cold';
  const color = { hot: 'red', warm: 'orange', cold: 'grey' } as const;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <CellTag color={color[level]}>{props.context.t(`example.heat.${level}`)}</CellTag>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCount(count, props.context.language)}</span>
    </span>
  );
}

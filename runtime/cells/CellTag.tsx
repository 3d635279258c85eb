import type { CSSProperties, ReactNode } from 'react';
import { semiColor } from './tagColor';
import './cells.css';

export interface CellTagProps {
  /** A Semi palette name (green, red, …) or any CSS colour; grey without one. */
  color?: string;
  children: ReactNode;
}

/**
 * A small coloured label, drawn like Semi's light Tag from its palette variables (so themes and
 * dark mode apply) but without Semi's Tag and its foundation: a table's first rows stay light.
 * A CSS colour that is not a palette name draws an outlined tag in that colour.
 *
 * @example <CellTag color="green">已发布</CellTag>
 */
export function CellTag({ color, children }: CellTagProps) {
  const named = semiColor(color) ?? (color ? undefined : 'grey');
  const style: CSSProperties =
    named === 'white'
      ? {
          background: 'var(--semi-color-bg-4)',
          color: 'var(--semi-color-text-0)',
          borderColor: 'rgba(var(--semi-grey-2), 0.7)',
        }
      : named
        ? { background: `rgba(var(--semi-${named}-5), 0.15)`, color: `rgba(var(--semi-${named}-8), 1)` }
        : { color, borderColor: color };
  return (
    <span
      className={named ? 'jimu-tag' : 'jimu-tag jimu-tag-outline'}
      data-color={named ?? color}
      style={style}
    >
      {children}
    </span>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import './text.css';

export interface ClippedTextProps {
  /** The whole text: shown up to `rows` lines, and in full on hover (its title). */
  text: string;
  /** How many lines it may take before it ends in an ellipsis. Default 1. */
  rows?: number;
  /** The element drawn: an inline span (default), a block div, a heading. */
  as?: 'span' | 'div' | 'h6';
  className?: string;
  style?: CSSProperties;
  /** What is drawn instead of the bare text (a link, a strong text); `text` is still the title. */
  children?: ReactNode;
}

/**
 * A text cut to a number of lines with an ellipsis, the whole text on hover, by CSS alone:
 * nothing is measured, so it needs no ref to a DOM node (Semi's Typography ellipsis finds its node
 * through findDOMNode, which React deprecates and warns about in development).
 *
 * @example <ClippedText text={project.name} /> // "积木工作台专业…", the full name on hover
 */
export function ClippedText({
  text,
  rows = 1,
  as: Tag = 'span',
  className,
  style,
  children,
}: ClippedTextProps) {
  const lines = Math.max(1, Math.floor(rows));
  return (
    <Tag
      className={['jimu-clipped', lines > 1 ? 'jimu-clipped-lines' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={lines > 1 ? { ...style, WebkitLineClamp: lines } : style}
      title={text}
    >
      {children ?? text}
    </Tag>
  );
}

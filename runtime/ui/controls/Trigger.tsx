import { forwardRef, type HTMLAttributes } from 'react';
import './controls.css';

/**
 * The element a Semi Tooltip, Popover, Popconfirm or Dropdown opens from, around a child that is
 * no DOM element itself (a Semi Button or Tag is a class component). Semi positions its popup on
 * the DOM node its trigger's ref gives: a plain span gives one, so Semi need not look it up with
 * findDOMNode, deprecated in React 18. The handlers and attributes Semi adds land on the span.
 *
 * @example <Popconfirm title="Delete?"><Trigger><Button>Delete</Button></Trigger></Popconfirm>
 */
export const Trigger = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(function Trigger(
  { className, ...props },
  ref,
) {
  return <span ref={ref} className={`jimu-trigger${className ? ` ${className}` : ''}`} {...props} />;
});

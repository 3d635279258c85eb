import { Children, cloneElement, forwardRef, type HTMLAttributes, isValidElement } from 'react';
import './controls.css';

/**
 * The element a Semi Tooltip, Popover, Popconfirm or Dropdown opens from, around a child that is
 * no DOM element itself (a Semi Button or Tag is a class component). Semi positions its popup on
 * the DOM node its trigger's ref gives: a plain span gives one, so Semi need not look it up with
 * findDOMNode, deprecated in React 18. The handlers Semi adds land on the span; the ARIA states it
 * adds (expanded, has-popup, described-by) go to the child, the control a person operates — on a
 * span without a role they are not allowed.
 *
 * @example <Popconfirm title="Delete?"><Trigger><Button>Delete</Button></Trigger></Popconfirm>
 */
export const Trigger = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(function Trigger(
  { className, children, ...props },
  ref,
) {
  const entries = Object.entries(props);
  const aria = Object.fromEntries(entries.filter(([name]) => name.startsWith('aria-')));
  const rest = Object.fromEntries(entries.filter(([name]) => !name.startsWith('aria-')));
  const only = Children.count(children) === 1 && isValidElement(children) ? children : undefined;
  return (
    <span ref={ref} className={`jimu-trigger${className ? ` ${className}` : ''}`} {...(only ? rest : props)}>
      {only ? cloneElement(only, aria) : children}
    </span>
  );
});

import { useState } from 'react';

/**
 * The element the kept-alive views render into (through a portal), made once per shell: each
 * layout's main area adopts it (ShellMain), so switching the layout moves the views — with their
 * form input, table pages and scroll positions — instead of re-mounting them.
 *
 * @example const views = useKeptViews(); createPortal(<KeepAliveView …/>, views)
 */
export function useKeptViews(): HTMLElement {
  const [views] = useState(() => {
    const element = document.createElement('div');
    element.className = 'jimu-views';
    return element;
  });
  return views;
}

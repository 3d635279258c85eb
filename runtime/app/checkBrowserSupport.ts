/**
 * What the runtime needs from the browser. Browsers without ES modules never run the bundle
 * at all; index.html's `nomodule` script covers them. This catches the rest.
 *
 * @example checkBrowserSupport(window) // [] on any current browser
 */
export function checkBrowserSupport(win: Window & typeof globalThis): string[] {
  const missing: string[] = [];
  if (typeof win.fetch !== 'function') missing.push('fetch');
  if (typeof win.AbortController !== 'function') missing.push('AbortController');
  if (typeof win.localStorage === 'undefined') missing.push('localStorage');
  if (typeof win.ResizeObserver !== 'function') missing.push('ResizeObserver');
  if (!win.CSS?.supports?.('--jimu', '0')) missing.push('CSS custom properties');
  return missing;
}

/** Written with textContent into a bare page: the notice must show even when React cannot run. */
export function showUnsupportedNotice(root: HTMLElement, message: string, missing: string[]): void {
  const box = root.ownerDocument.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:560px;margin:15vh auto;padding:24px;font:16px/1.6 sans-serif;border:1px solid #f5a;';
  box.textContent = `${message} (${missing.join(', ')})`;
  root.replaceChildren(box);
}

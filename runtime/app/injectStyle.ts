/**
 * Adds one CSS module's rules to the page. The build turns every `import './x.css'` into a call to
 * this, so a screen's styles travel with its code: a lazily loaded screen is never unstyled, and
 * CSS shared by several screens is loaded once.
 */
export function injectStyle(css: string): void {
  if (typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.setAttribute('data-jimu', '');
  style.textContent = css;
  document.head.appendChild(style);
}

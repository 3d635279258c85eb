/**
 * Adds one CSS module's rules to the page. The build turns every `import './x.css'` into a call to
 * this, so a screen's styles travel inside its own JS chunk: a lazily loaded screen is never
 * unstyled, and CSS shared by several screens is bundled once (esbuild's per-chunk CSS files
 * would repeat it in every chunk and need loading by hand).
 */
export function injectStyle(css: string): void {
  if (typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.setAttribute('data-jimu', '');
  style.textContent = css;
  document.head.appendChild(style);
}

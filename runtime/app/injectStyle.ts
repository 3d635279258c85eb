/** The styles imported where there is no document: the build's render of the sign-in screen. */
const collected: string[] = [];

/**
 * Adds one CSS module's rules to the page. The build turns every `import './x.css'` into a call to
 * this, so a screen's styles travel with its code: a lazily loaded screen is never unstyled, and
 * CSS shared by several screens is loaded once. Without a document (the build renders the sign-in
 * screen into index.html, scripts/build/firstView.ts) the rules are kept for `collectedStyles`.
 */
export function injectStyle(css: string): void {
  if (typeof document === 'undefined') {
    collected.push(css);
    return;
  }
  const style = document.createElement('style');
  style.setAttribute('data-jimu', '');
  style.textContent = css;
  document.head.appendChild(style);
}

/** The rules injected without a document, in the order the modules imported them. */
export function collectedStyles(): string[] {
  return [...collected];
}

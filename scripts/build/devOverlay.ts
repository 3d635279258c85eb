/** One problem as the dev server sends it (scripts/cli/dev/devProblems.ts). */
export interface OverlayProblem {
  file: string;
  line: number;
  col: number;
  code: string;
  message: string;
  severity: 'error' | 'warning';
  excerpt?: { line: number; text: string }[];
}

/** The problems standing, and the name of this set of them. */
export interface OverlayPayload {
  problems: OverlayProblem[];
  signature: string;
}

/** The overlay of `jimu dev`'s page. */
export interface DevOverlay {
  /** Shows the problems: open, or as a small button when this set was closed before. */
  show(payload: OverlayPayload): void;
  /** Takes the overlay away (the problems are gone). */
  hide(): void;
}

export const OVERLAY_ID = 'jimu-dev-overlay';
export const BADGE_ID = 'jimu-dev-badge';
/** Session storage key: the signature of the problems the person closed in this tab. */
export const DISMISSED_KEY = 'jimu-dev-dismissed';

const FONT = 'font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summary(problems: OverlayProblem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  return [errors ? count(errors, 'error') : '', warnings ? count(warnings, 'warning') : '']
    .filter(Boolean)
    .join(', ');
}

/**
 * The excerpt as a code frame: numbered lines, the problem's line marked with `>`, and a caret
 * under its column.
 *
 * @example codeFrame({ line: 2, col: 5, excerpt: [{ line: 1, text: 'a:' }, { line: 2, text: '  b: {' }] } as OverlayProblem);
 * // '  1 | a:\n> 2 |   b: {\n    |     ^'
 */
export function codeFrame(problem: OverlayProblem): string {
  const excerpt = problem.excerpt ?? [];
  const width = String(excerpt.at(-1)?.line ?? 0).length;
  const out: string[] = [];
  for (const { line, text } of excerpt) {
    const mark = line === problem.line ? '>' : ' ';
    out.push(`${mark} ${String(line).padStart(width)} | ${text}`);
    if (line === problem.line) {
      // Tabs before the column stay tabs, so the caret lines up under them.
      const lead = text.slice(0, Math.max(0, problem.col - 1)).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${lead}^`);
    }
  }
  return out.join('\n');
}

/**
 * The panel `jimu dev` shows over its page while the last change has problems: each one located
 * (`file:line:col`), its message, and a few lines of the file with a caret under the place. It
 * takes the lower part of the window, so the console (the last good build) stays usable above
 * it, and it closes (its button, or Escape inside it) to a small button that opens it again. A set of
 * problems closed once stays closed in that tab, reloads included, until it changes; the overlay
 * goes away by itself when the problems do. All text is set as text, never as markup.
 *
 * @example
 * const overlay = createDevOverlay(document, sessionStorage);
 * overlay.show({ problems, signature: 'a1b2' });
 */
export function createDevOverlay(
  doc: Document,
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): DevOverlay {
  let current: OverlayPayload | undefined;
  const remove = (id: string) => doc.getElementById(id)?.remove();
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, css: string, text?: string) => {
    const el = doc.createElement(tag);
    el.style.cssText = css;
    if (text !== undefined) el.textContent = text;
    return el;
  };
  const dismissed = () => {
    try {
      return storage?.getItem(DISMISSED_KEY);
    } catch {
      return null;
    }
  };
  const remember = (signature: string | undefined) => {
    try {
      if (signature === undefined) storage?.removeItem(DISMISSED_KEY);
      else storage?.setItem(DISMISSED_KEY, signature);
    } catch {}
  };
  // Escape belongs to the console (its dialogs) unless the focus is in the overlay.
  const onKey = (event: KeyboardEvent) => {
    const overlay = doc.getElementById(OVERLAY_ID);
    if (event.key === 'Escape' && overlay?.contains(event.target as Node)) close();
  };

  const badge = (payload: OverlayPayload) => {
    remove(OVERLAY_ID);
    remove(BADGE_ID);
    const button = element(
      'button',
      `position:fixed;right:16px;bottom:16px;z-index:2147483647;${FONT};color:#fff;background:#b42318;` +
        'border:0;border-radius:16px;padding:6px 14px;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.3)',
      `jimu dev: ${summary(payload.problems)}`,
    );
    button.id = BADGE_ID;
    button.type = 'button';
    button.title = 'Show the problems of the last change';
    button.addEventListener('click', () => {
      remember(undefined);
      panel(payload);
    });
    doc.body.appendChild(button);
  };

  const close = () => {
    if (!current) return;
    remember(current.signature);
    badge(current);
  };

  const panel = (payload: OverlayPayload) => {
    remove(OVERLAY_ID);
    remove(BADGE_ID);
    const root = element(
      'section',
      'position:fixed;left:0;right:0;bottom:0;max-height:55vh;overflow:auto;z-index:2147483647;' +
        `background:#1e1e1e;color:#e6e6e6;${FONT};box-shadow:0 -4px 16px rgba(0,0,0,.35);` +
        'border-top:3px solid #f04438;padding:12px 20px 16px',
    );
    root.id = OVERLAY_ID;
    root.setAttribute('role', 'alertdialog');
    root.setAttribute('aria-label', 'jimu dev: problems of the last change');
    const head = element('div', 'display:flex;align-items:baseline;gap:12px;margin-bottom:8px');
    head.appendChild(
      element(
        'strong',
        'flex:1;color:#ffb4b4',
        `jimu dev: ${summary(payload.problems)} in the last change; the last good build is still running.`,
      ),
    );
    const closeButton = element(
      'button',
      `${FONT};color:#e6e6e6;background:transparent;border:1px solid #666;border-radius:4px;padding:2px 10px;cursor:pointer`,
      'Close',
    );
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close');
    closeButton.addEventListener('click', close);
    head.appendChild(closeButton);
    root.appendChild(head);
    for (const problem of payload.problems) {
      const item = element('article', 'margin:12px 0 0');
      const color = problem.severity === 'error' ? '#ff8080' : '#ffd480';
      const where = problem.file ? `${problem.file}:${problem.line}:${problem.col}` : '';
      if (where) item.appendChild(element('div', 'color:#9cdcfe', where));
      item.appendChild(
        element(
          'div',
          `color:${color};white-space:pre-wrap`,
          `${problem.severity}[${problem.code}]: ${problem.message}`,
        ),
      );
      if (problem.excerpt?.length)
        item.appendChild(
          element(
            'pre',
            `${FONT};margin:6px 0 0;padding:8px;background:#111;overflow:auto;white-space:pre`,
            codeFrame(problem),
          ),
        );
      root.appendChild(item);
    }
    doc.body.appendChild(root);
  };

  doc.addEventListener('keydown', onKey);
  return {
    show(payload) {
      current = payload;
      if (dismissed() === payload.signature) badge(payload);
      else panel(payload);
    },
    hide() {
      current = undefined;
      remember(undefined);
      remove(OVERLAY_ID);
      remove(BADGE_ID);
    },
  };
}

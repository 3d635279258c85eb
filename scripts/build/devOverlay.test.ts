// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  BADGE_ID,
  codeFrame,
  createDevOverlay,
  DISMISSED_KEY,
  OVERLAY_ID,
  type OverlayPayload,
} from './devOverlay';

const problem = {
  file: 'config/pages/users.yaml',
  line: 9,
  col: 39,
  code: 'yaml-syntax',
  message: 'Flow map must end with a } <script>alert(1)</script>',
  severity: 'error' as const,
  excerpt: [
    { line: 8, text: '  # the next one is not closed' },
    { line: 9, text: '  - { field: email, title: field.email' },
    { line: 10, text: '  - { field: phone, title: field.phone }' },
  ],
};
const payload: OverlayPayload = { problems: [problem], signature: 'sig-1' };

describe('the jimu dev overlay', () => {
  afterEach(() => {
    document.body.replaceChildren();
    sessionStorage.clear();
  });
  const overlay = () => document.getElementById(OVERLAY_ID);
  const badge = () => document.getElementById(BADGE_ID);
  const closeButton = () => overlay()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]');

  it('shows each problem at file:line:col with the lines around it and a caret, as text only', () => {
    createDevOverlay(document, sessionStorage).show(payload);
    const text = overlay()?.textContent ?? '';
    expect(text).toContain('config/pages/users.yaml:9:39');
    expect(text).toContain('error[yaml-syntax]: Flow map must end with a } <script>alert(1)</script>');
    expect(overlay()?.querySelector('script')).toBeNull();
    expect(overlay()?.querySelector('pre')?.textContent).toBe(
      [
        '   8 |   # the next one is not closed',
        '>  9 |   - { field: email, title: field.email',
        '     |                                       ^',
        '  10 |   - { field: phone, title: field.phone }',
      ].join('\n'),
    );
    // The lower part of the window only: the console above it stays usable.
    expect(overlay()?.style.top).toBe('');
    expect(overlay()?.style.maxHeight).toBe('55vh');
  });

  it('closes to a small button, stays closed for the same problems after a reload, and opens again', () => {
    createDevOverlay(document, sessionStorage).show(payload);
    closeButton()?.click();
    expect(overlay()).toBeNull();
    expect(badge()?.textContent).toBe('jimu dev: 1 error');
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBe('sig-1');
    // F5: a new page, the same problems
    document.body.replaceChildren();
    const again = createDevOverlay(document, sessionStorage);
    again.show(payload);
    expect(overlay()).toBeNull();
    expect(badge()).not.toBeNull();
    // other problems open it again
    again.show({ ...payload, signature: 'sig-2' });
    expect(overlay()).not.toBeNull();
    expect(badge()).toBeNull();
    closeButton()?.click();
    badge()?.click();
    expect(overlay()).not.toBeNull();
  });

  it('goes away when the problems do, and Escape inside it closes it', () => {
    const dev = createDevOverlay(document, sessionStorage);
    dev.show(payload);
    overlay()
      ?.querySelector('button')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(overlay()).toBeNull();
    expect(badge()).not.toBeNull();
    dev.hide();
    expect(badge()).toBeNull();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBeNull();
  });

  it('frames a tab-indented line with the caret under the column', () => {
    const frame = codeFrame({ ...problem, line: 1, col: 3, excerpt: [{ line: 1, text: '\t\tx: 1' }] });
    expect(frame).toBe('> 1 | \t\tx: 1\n    | \t\t^');
  });
});

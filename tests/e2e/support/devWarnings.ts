import type { Page } from 'playwright-core';

/**
 * Makes each findDOMNode warning carry the JavaScript stack of its call ("called from: …"), so a
 * test can tell the code that called it. React 18.3 warns on the first call of a page load
 * whatever the argument, and Semi's React 18 build calls it itself. An init script: pass it to
 * `page.addInitScript` before the page loads.
 *
 * @example await page.addInitScript(traceFindDomNode);
 */
export function traceFindDomNode() {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const [format, ...rest] = args;
    if (typeof format === 'string' && format.startsWith('Warning: findDOMNode is deprecated'))
      return original.call(console, `${format}\ncalled from:\n${new Error().stack}`, ...rest);
    return original.apply(console, args);
  };
}

/**
 * Whether a console message is React's findDOMNode warning for a call by Semi's ResizeObserver
 * (under Semi's TextArea with `autosize`, its Cropper, its Typography with `ellipsis`): Semi's
 * React 18 build looks up the observed element with findDOMNode on every mount, whatever the
 * child, and no prop turns that off. Any other findDOMNode call is a warning to fix.
 */
const fromSemiResizeObserver = (message: string) =>
  message.startsWith('Warning: findDOMNode is deprecated') &&
  /\n\s+at findDOMNode \(.*\)\n\s+at ReactResizeObserver\.getElement /.test(message);

/**
 * The screens where Semi's own components call findDOMNode at mount, from code no prop reaches:
 * the showcase's video player is Semi's VideoPlayer, which wraps its own control buttons (class
 * components) in its Popover, Dropdown and Tooltip, and those look their trigger up with it.
 */
const SEMI_FIND_DOM_NODE: Record<string, string> = {
  '/other/player': 'Semi VideoPlayer: its control bar’s Popover/Dropdown/Tooltip triggers',
};

/**
 * Whether `message`, heard on the screen at `address` (a hash path, with or without a query), is
 * a findDOMNode warning from inside Semi that no prop of ours reaches (see traceFindDomNode).
 *
 * @example heard.filter((message) => !semiInternal('/other/player', message));
 */
export const semiInternal = (address: string, message: string) =>
  message.startsWith('Warning: findDOMNode is deprecated') &&
  (fromSemiResizeObserver(message) || address.split('?')[0] in SEMI_FIND_DOM_NODE);

/**
 * Waits until the page's console messages so far have reached the test: a marker logged now
 * arrives after all of them (the browser sends them in order).
 *
 * @example await consoleDelivered(page); expect(messages).toEqual([]);
 */
export async function consoleDelivered(page: Page): Promise<void> {
  const marker = `console delivered ${Date.now()}`;
  const seen = page.waitForEvent('console', (message) => message.text() === marker);
  await page.evaluate((text) => console.debug(text), marker);
  await seen;
}

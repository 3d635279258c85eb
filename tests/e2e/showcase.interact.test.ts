import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyboardSensorListening } from './support/dndKeyboard';
import { openShowcase } from './support/showcaseChecks';
import { showcaseAxe, shownShowcase, useShowcaseSession } from './support/showcaseSession';

// The showcase's loading, context menu, dialog drag, card drag and CSS animation screens, as admin.
describe('showcase: loading, context menu, drag, css effects', () => {
  const s = useShowcaseSession();
  let page: Page;
  beforeAll(() => {
    page = s.page;
  });
  const showcase = (name: string) => page.locator(shownShowcase(name));

  it('#17.1 loading 1-3: the full-screen overlay covers the viewport for 3 s; the button spins 2 s; the progress bar shows and finishes', async () => {
    await openShowcase(page, s.app.url, '/other/loading', 'loading');
    // Shown and gone are stamped in the page, so the test's own latency does not count.
    await page.evaluate(() => {
      const stamps: number[] = [];
      Object.assign(window, { __overlayStamps: stamps });
      new MutationObserver(() => {
        const present = document.querySelector('[data-testid="showcase-loading-overlay"]') !== null;
        if (present !== (stamps.length % 2 === 1)) stamps.push(performance.now());
      }).observe(document.body, { childList: true, subtree: true });
    });
    await showcase('loading').getByTestId('showcase-loading-fullscreen').click();
    const overlay = page.getByTestId('showcase-loading-overlay');
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('正在加载…');
    expect(await overlay.getAttribute('role')).toBe('status');
    expect(await overlay.getAttribute('aria-busy')).toBe('true');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
          return hit?.closest('[data-testid="showcase-loading-overlay"]')
            ? 'overlay'
            : (hit?.outerHTML.slice(0, 120) ?? '');
        }),
      )
      .toBe('overlay');
    await overlay.waitFor({ state: 'detached', timeout: 6000 });
    const [shownAt, goneAt] = await page.evaluate(
      () => (window as unknown as { __overlayStamps: number[] }).__overlayStamps,
    );
    expect(goneAt - shownAt).toBeGreaterThanOrEqual(2700);
    expect(goneAt - shownAt).toBeLessThanOrEqual(3300);

    const button = showcase('loading').getByTestId('showcase-loading-button');
    await button.click();
    // Semi's loading button ignores clicks and shows its spinner until the 2 s are over.
    await expect.poll(() => button.getAttribute('class')).toContain('semi-button-loading');
    await expect
      .poll(() => button.getAttribute('class'), { timeout: 3500 })
      .not.toContain('semi-button-loading');

    await showcase('loading').getByTestId('showcase-loading-progressStart').click();
    await page.locator('.jimu-progress').waitFor();
    await showcase('loading').getByTestId('showcase-loading-progressDone').click();
    await page.locator('.jimu-progress').waitFor({ state: 'detached' });
    expect(await showcaseAxe(page, 'loading')).toEqual([]);
  });

  it('#17.1 contextmenu 1-3: opens at the pointer with 5 items (the 5th disabled) and 更多; an item toasts and closes; Shift+F10 and Esc', async () => {
    await openShowcase(page, s.app.url, '/other/contextmenu', 'contextmenu');
    const area = showcase('contextmenu').getByTestId('showcase-contextmenu-area');
    const box = await area.boundingBox();
    if (!box) throw new Error('no area');
    const at = { x: box.x + 120, y: box.y + 60 };
    await page.mouse.click(at.x, at.y, { button: 'right' });
    const menu = page.getByTestId('showcase-contextmenu-menu');
    await menu.waitFor();
    const items = menu.getByRole('menuitem');
    expect(await items.allInnerTexts()).toEqual([
      '右键菜单-1',
      '右键菜单-2',
      '右键菜单-3',
      '右键菜单-4',
      '右键菜单-5',
      '更多 ▸',
    ]);
    expect(await items.nth(4).getAttribute('aria-disabled')).toBe('true');
    // Measured once the menu's opening animation (a scale-in) has settled.
    const offset = async () => {
      const menuBox = await menu.boundingBox();
      return Math.max(Math.abs((menuBox?.x ?? 0) - at.x), Math.abs((menuBox?.y ?? 0) - at.y));
    };
    await expect.poll(offset).toBeLessThanOrEqual(12);
    await items.nth(1).click();
    await page.locator('.semi-toast-content', { hasText: '您点击了右键菜单-2' }).waitFor();
    await menu.waitFor({ state: 'hidden' });

    await area.focus();
    await page.keyboard.press('Shift+F10');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await showcaseAxe(page, 'contextmenu')).toEqual([]);
  });

  const dialog = () => page.locator('.jimu-showcase-drag-modal .semi-modal-content');
  /** The dialog's box once its opening animation has settled (two reads a frame apart agree). */
  const settledDialog = async () => {
    let last = '';
    await expect
      .poll(async () => {
        const box = await dialog().evaluate(async (element) => {
          await new Promise(requestAnimationFrame);
          return JSON.stringify(element.getBoundingClientRect());
        });
        const running = await dialog().evaluate(
          (e) => (e.closest('.jimu-showcase-drag-modal') ?? e).getAnimations({ subtree: true }).length,
        );
        const still = box === last && running === 0;
        last = box;
        return still;
      })
      .toBe(true);
    return dialog().boundingBox();
  };
  const drag = async (from: { x: number; y: number }, by: { x: number; y: number }) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 5 });
    await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 5 });
    await page.mouse.up();
  };

  it('#17.1 dialogDrag 1-4: dragged by the header only, kept inside the viewport, centred again when reopened', async () => {
    await openShowcase(page, s.app.url, '/other/drag/dialogDrag', 'dialogDrag');
    await showcase('dialogDrag').getByTestId('showcase-dialogDrag-open').click();
    await dialog().waitFor();
    const start = await settledDialog();
    const header = await page.locator('.jimu-showcase-drag-modal .semi-modal-header').boundingBox();
    if (!start || !header) throw new Error('no dialog');
    await drag({ x: header.x + header.width / 2, y: header.y + header.height / 2 }, { x: 200, y: 100 });
    await expect.poll(async () => (await dialog().boundingBox())?.x).toBeCloseTo(start.x + 200, 0);
    const moved = await dialog().boundingBox();
    expect(Math.abs((moved?.y ?? 0) - (start.y + 100))).toBeLessThanOrEqual(1);

    const body = await page.getByTestId('showcase-dialogDrag-body').boundingBox();
    if (!body) throw new Error('no body');
    await drag({ x: body.x + 20, y: body.y + 5 }, { x: 150, y: 80 });
    const still = await dialog().boundingBox();
    expect(Math.abs((still?.x ?? 0) - (moved?.x ?? 0))).toBeLessThanOrEqual(1);

    const handle = await page.locator('.jimu-showcase-drag-modal .semi-modal-header').boundingBox();
    if (!handle) throw new Error('no header');
    await drag({ x: handle.x + 20, y: handle.y + handle.height / 2 }, { x: 5000, y: 0 });
    const viewport = page.viewportSize();
    await expect
      .poll(async () => {
        const edge = await dialog().boundingBox();
        return edge ? edge.x + edge.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(viewport?.width ?? 0);

    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await showcase('dialogDrag').getByTestId('showcase-dialogDrag-open').click();
    await dialog().waitFor();
    const again = await settledDialog();
    expect(Math.abs((again?.x ?? 0) - start.x)).toBeLessThanOrEqual(1);
    expect(Math.abs((again?.y ?? 0) - start.y)).toBeLessThanOrEqual(1);
    expect(await showcaseAxe(page, 'dialogDrag')).toEqual([]);
    // Opened again while the last one is still closing: each DragMove keeps its own handle, so the
    // closing one unmounts cleanly (no error) and the new one shows.
    await page.keyboard.press('Escape');
    await showcase('dialogDrag').getByTestId('showcase-dialogDrag-open').click();
    await expect
      .poll(() => page.locator('.jimu-showcase-drag-modal .semi-modal-header').count())
      .toBeGreaterThan(0);
    await dialog().waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('#17.1 Back with a dialog open: the dragged modal and the 查看配置 sheet close with their page, nothing stays over the one Back shows', async () => {
    await openShowcase(page, s.app.url, '/other/contextmenu', 'contextmenu');
    await openShowcase(page, s.app.url, '/other/drag/dialogDrag', 'dialogDrag');
    await showcase('dialogDrag').getByTestId('showcase-dialogDrag-open').click();
    await dialog().waitFor();
    await page.goBack();
    await page.waitForURL(/#\/other\/contextmenu$/);
    await dialog().waitFor({ state: 'hidden' });
    // The page Back showed takes clicks again (a modal left behind would cover it with its mask).
    await showcase('contextmenu').getByTestId('showcase-contextmenu-area').click({ button: 'right' });
    await page.getByTestId('showcase-contextmenu-menu').waitFor();
    await page.keyboard.press('Escape');

    await openShowcase(page, s.app.url, '/other/drag/dialogDrag', 'dialogDrag');
    await showcase('dialogDrag').getByTestId('showcase-view-config').click();
    await page.getByTestId('showcase-config-text').waitFor();
    await page.goBack();
    await page.waitForURL(/#\/other\/contextmenu$/);
    await page.getByTestId('showcase-config-text').waitFor({ state: 'hidden' });
  });

  const cardNames = () =>
    showcase('cardDrag')
      .getByTestId('showcase-cardDrag-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-name')));

  it('#17.1 cardDrag 1-3: card 1 dragged onto card 3 → 2, 3, 1, 4…; the keyboard gives the same; kept after reload; 重置顺序', async () => {
    await openShowcase(page, s.app.url, '/other/drag/cardDrag', 'cardDrag');
    await expect.poll(async () => (await cardNames()).length).toBe(24);
    const original = await cardNames();
    const cards = showcase('cardDrag').getByTestId('showcase-cardDrag-card');
    const first = await cards.nth(0).boundingBox();
    const third = await cards.nth(2).boundingBox();
    if (!first || !third) throw new Error('no cards');
    await drag(
      { x: first.x + first.width / 2, y: first.y + first.height / 2 },
      { x: third.x - first.x, y: third.y - first.y },
    );
    const expected = [original[1], original[2], original[0], ...original.slice(3)];
    await expect.poll(cardNames).toEqual(expected);

    await page.getByTestId('showcase-cardDrag-reset').click();
    // The reset is saved, then drawn with a layout animation: under a full suite that took over
    // the default 5 s once (fresh clone at fdcddb2).
    await expect.poll(cardNames, { timeout: 15_000 }).toEqual(original);
    // Each key waits for the screen reader's announcement of where the card now is: the reset's
    // layout animation also moves cards, so a transform alone does not prove the key was taken.
    const announced = (text: string) =>
      expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toBe(text);
    const name = original[0];
    await cards.nth(0).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => cards.nth(0).getAttribute('aria-pressed')).toBe('true');
    // Picked up, it is over its own place: the last announcement is that place.
    await announced(`${name} 移到位置 1。`);
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowRight');
    await announced(`${name} 移到位置 2。`);
    await page.keyboard.press('ArrowRight');
    await announced(`${name} 移到位置 3。`);
    await page.keyboard.press('Space');
    await announced(`${name} 放在位置 3（原位置 1）。`);
    await expect.poll(() => showcase('cardDrag').locator('[aria-pressed="true"]').count()).toBe(0);
    await expect.poll(cardNames).toEqual(expected);

    await page.reload();
    await showcase('cardDrag').waitFor();
    await expect.poll(cardNames).toEqual(expected);
    await page.getByTestId('showcase-cardDrag-reset').click();
    await expect.poll(cardNames).toEqual(original);
    expect(await showcaseAxe(page, 'cardDrag')).toEqual([]);
  });

  const animationName = (testId: string) =>
    page.getByTestId(testId).evaluate((element) => getComputedStyle(element).animationName);

  it('#17.1 cssfx 1-4: hover runs jimu-fx-jelly; the underline grows under a focused input; reduced motion stops it; the code sheet holds the keyframes', async () => {
    await openShowcase(page, s.app.url, '/other/cssfx', 'cssfx');
    const jelly = await page.getByTestId('showcase-cssfx-button-jelly').boundingBox();
    if (!jelly) throw new Error('no jelly button');
    // The pointer moves by coordinates: a hover action would wait for the jelly to stop wobbling.
    await page.mouse.move(jelly.x + jelly.width / 2, jelly.y + jelly.height / 2);
    await expect.poll(() => animationName('showcase-cssfx-button-jelly')).toBe('jimu-fx-jelly');

    const field = page.getByTestId('showcase-cssfx-input-underline');
    const after = () =>
      field.evaluate((element) => Number.parseFloat(getComputedStyle(element, '::after').width) || 0);
    expect(await after()).toBe(0);
    await field.locator('input').focus();
    const width = (await field.boundingBox())?.width ?? 0;
    await expect.poll(after, { timeout: 400, interval: 50 }).toBeCloseTo(width, 0);

    await page.mouse.move(0, 0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await page.mouse.move(jelly.x + jelly.width / 2, jelly.y + jelly.height / 2);
      expect(await animationName('showcase-cssfx-button-jelly')).toBe('none');
    } finally {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    }

    await page.getByTestId('showcase-cssfx-code-button-jelly').click();
    const sheet = page.getByTestId('showcase-cssfx-sheet');
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain('@keyframes jimu-fx-jelly');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await showcaseAxe(page, 'cssfx')).toEqual([]);
  });

  it('#17.1 no console errors on these demos', () => {
    expect(s.errors).toEqual([]);
  });
});

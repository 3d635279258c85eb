import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// A drawer or dialog that is closing takes no click: a person who closes it and at once clicks the
// page (or opens another page) reaches what is under the fading mask. In CI a mask left in its
// closing state by a late animation end blocked every click of the next page.
describe('closing overlays', () => {
  const ctx = useConsole();

  /** Closes the overlay with 取消 and, in the same task, asks what a click at the first row's 编辑 would hit. */
  const hitWhileClosing = (overlay: string) =>
    ctx.page.evaluate((overlay) => {
      const edit = document.querySelector<HTMLElement>(
        '.jimu-view:not([hidden]) tbody tr.jimu-table-row [data-action="edit"]',
      );
      const cancel = [...document.querySelectorAll<HTMLButtonElement>(`${overlay} button`)].find(
        (b) => b.textContent?.trim() === '取消',
      );
      if (!edit || !cancel) return 'missing';
      cancel.click();
      return new Promise<string>((resolve) =>
        requestAnimationFrame(() => {
          const box = edit.getBoundingClientRect();
          const closing = document.querySelector('[class*="_hide"], [class*="animate-hide"]') !== null;
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          resolve(
            `${closing ? 'closing' : 'closed'}:${hit?.closest('[data-action="edit"]') ? 'edit' : hit?.className}`,
          );
        }),
      );
    }, overlay);

  it('a closing drawer (comprehensive table) and a closing dialog (users) let the click through to the row', async () => {
    const page = await ctx.open('/vab/table/comprehensiveTable');
    const { app, errors } = ctx;
    const cdp = await page.context().newCDPSession(page);
    // A slow machine: the closing animation is still running when the next click comes. Slowed
    // only while the overlay closes; loading the page slowed 4× on CI's loaded cores took > 10 s.
    const slow = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

    await page.locator('.jimu-crud[data-page=comprehensiveTable] tbody tr.jimu-table-row').first().waitFor();
    await page.getByRole('button', { name: '新增' }).click();
    await page.locator('.semi-sidesheet').getByRole('radiogroup').first().waitFor();
    await slow(4);
    expect(await hitWhileClosing('.semi-sidesheet')).toBe('closing:edit');
    await slow(1);

    await page.goto(`${app.url}/#/user_center/userManagement`);
    await page.locator('.jimu-crud[data-page=users] tbody tr.jimu-table-row').first().waitFor();
    await page.getByRole('button', { name: '新增' }).click();
    await page.locator('.semi-modal-content #root_email').waitFor();
    await slow(4);
    // Semi's dialog may already be gone by the next frame; either way the click reaches the row.
    expect(await hitWhileClosing('.semi-modal-content')).toMatch(/^(closing|closed):edit$/);
    await slow(1);
    expect(errors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './support/pdfText';
import { openShowcase, setLanguage } from './support/showcaseChecks';
import { showcaseAxe, shownShowcase, useShowcaseSession } from './support/showcaseSession';

// The showcase's print, timeline and count screens, as admin in Chromium.
describe('showcase: print, timeline, count', () => {
  const s = useShowcaseSession('admin', async (page) => {
    // window.print would open a dialog headless Chromium cannot show: record the calls instead.
    await page.addInitScript(() => {
      const calls: (string | undefined)[] = [];
      Object.assign(window, { __printCalls: calls });
      window.print = () => {
        calls.push(document.documentElement.dataset.jimuPrint);
      };
    });
  });
  let page: Page;
  beforeAll(() => {
    page = s.page;
  });

  it('#17.1 print 1: 打印发票 prints with <html data-jimu-print="invoice">, cleared on afterprint', async () => {
    await openShowcase(page, s.app.url, '/other/print', 'print');
    await page
      .locator(shownShowcase('print'))
      .getByTestId('showcase-print-records')
      .locator('tbody tr')
      .nth(9)
      .waitFor();
    await page.locator(shownShowcase('print')).getByTestId('showcase-print-invoice').click();
    expect(
      await page.evaluate(() => (window as unknown as { __printCalls: unknown[] }).__printCalls),
    ).toEqual(['invoice']);
    expect(await page.evaluate(() => document.documentElement.dataset.jimuPrint)).toBe('invoice');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await page.evaluate(() => document.documentElement.dataset.jimuPrint)).toBeUndefined();
    expect(await showcaseAxe(page, 'print')).toEqual([]);
  });

  it('#17.1 print 2-3: in print media only the invoice shows, the shell is gone, and the PDF is one page with the total', async () => {
    const firstRecord =
      (await page
        .locator(shownShowcase('print'))
        .getByTestId('showcase-print-records')
        .locator('tbody tr')
        .first()
        .locator('td')
        .nth(1)
        .textContent()) ?? '';
    expect(firstRecord.length).toBeGreaterThan(1);
    await page.evaluate(() => {
      document.documentElement.dataset.jimuPrint = 'invoice';
    });
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.locator('.jimu-shell-sider').isVisible()).toBe(false);
      expect(await page.getByTestId('tabs-bar').isVisible()).toBe(false);
      const invoice = page.locator(`${shownShowcase('print')} [data-print-block="invoice"]`);
      expect(await invoice.isVisible()).toBe(true);
      expect(await page.getByTestId('showcase-print-total').first().textContent()).toBe('¥21,100.00');
      expect(await page.locator(`${shownShowcase('print')} [data-print-block="table"]`).isVisible()).toBe(
        false,
      );
      // A4 at 96 dpi is 1123 px tall; the invoice sits on the first page.
      const box = await page.getByTestId('showcase-print-total').first().boundingBox();
      expect(box && box.y + box.height).toBeLessThan(1000);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
      const [text] = pdfText(pdf);
      expect(text).toContain('¥21,100.00');
      // The other blocks and the shell stay off paper: no record of the table block, no menu.
      expect(text).not.toContain(firstRecord);
      expect(text).not.toContain('首页');
    } finally {
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => {
        delete document.documentElement.dataset.jimuPrint;
      });
    }
  });

  it('#17.1 timeline 1-4: 10 logs newest first, 正序 swaps the ends, failures marked, 加载更多 → 20', async () => {
    const answer = page.waitForResponse((r) => r.url().includes('/systemLog/getList'));
    await openShowcase(page, s.app.url, '/other/timeline', 'timeline');
    const { data } = (await (await answer).json()) as { data: { list: { datetime: string }[] } };
    const newest = data.list
      .map((log) => log.datetime)
      .sort()
      .at(-1);
    const items = page.locator(
      `${shownShowcase('timeline')} [data-testid="showcase-timeline-logs"] .semi-timeline-item`,
    );
    await expect.poll(() => items.count()).toBe(10);
    const times = page.locator(`${shownShowcase('timeline')} [data-testid="showcase-timeline-time"]`);
    expect(await times.first().getAttribute('datetime')).toBe(newest);
    const first = await items.first().textContent();
    const last = await items.last().textContent();
    await page
      .locator(shownShowcase('timeline'))
      .getByTestId('showcase-timeline-logOrder')
      .getByText('正序')
      .click();
    await expect.poll(() => items.first().textContent()).toBe(last);
    expect(await items.last().textContent()).toBe(first);
    for (const item of await items.all()) {
      const failed = (await item.textContent())?.includes('失败');
      expect(await item.locator('.semi-timeline-item-head-error').count()).toBe(failed ? 1 : 0);
    }
    await page.locator(shownShowcase('timeline')).getByTestId('showcase-timeline-more').click();
    await expect.poll(() => items.count()).toBe(20);
    expect(await showcaseAxe(page, 'timeline')).toEqual([]);
  });

  it('#17.1 timeline in English: each log reads in English (the stored 登录 / 成功 become Sign in / Success), no Chinese word left', async () => {
    await openShowcase(page, s.app.url, '/other/timeline', 'timeline');
    const items = page.locator(
      `${shownShowcase('timeline')} [data-testid="showcase-timeline-logs"] .semi-timeline-item`,
    );
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    await setLanguage(page, 'en');
    try {
      await expect
        .poll(() => items.first().textContent())
        .toMatch(/(Sign in|Sign out|Create|Update|Delete|Export) · (Success|Failure)/);
      for (const text of await items.allTextContents()) expect(text).not.toMatch(/[\u4e00-\u9fff]/);
    } finally {
      await setLanguage(page, 'zh');
    }
  });

  const value = () => page.locator(shownShowcase('count')).getByTestId('showcase-count-value');
  const setField = async (label: string, text: string) => {
    const field = page.locator(shownShowcase('count')).getByLabel(label, { exact: true });
    await field.fill(text);
    await field.blur();
  };

  it('#17.1 count 1: end 1234.5, 1 decimal, prefix ¥, 500 ms → ¥1,234.5 within 700 ms', async () => {
    await openShowcase(page, s.app.url, '/other/count', 'count');
    await setField('最终值', '1234.5');
    await setField('小数位数', '1');
    await setField('前缀', '¥');
    await setField('持续时间（毫秒）', '500');
    const started = Date.now();
    await page.locator(shownShowcase('count')).getByTestId('showcase-count-start').click();
    await expect.poll(() => value().textContent(), { timeout: 700, interval: 50 }).toBe('¥1,234.5');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('#17.1 count 2: paused at 200 ms the value holds for 300 ms; 继续 finishes at the end value', async () => {
    await setField('持续时间（毫秒）', '3000');
    await page.locator(shownShowcase('count')).getByTestId('showcase-count-start').click();
    await page.waitForTimeout(200);
    await page.locator(shownShowcase('count')).getByTestId('showcase-count-pause').click();
    const held = await value().textContent();
    // The check itself is about time: the value must not move for 300 ms.
    await page.waitForTimeout(300);
    expect(await value().textContent()).toBe(held);
    expect(held).not.toBe('¥1,234.5');
    await page.locator(shownShowcase('count')).getByTestId('showcase-count-pause').click();
    await expect.poll(() => value().textContent(), { timeout: 5000 }).toBe('¥1,234.5');
  });

  it('#17.1 count 3-4: with reduced motion the value is final at once; the icon card ends at 572', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await setField('最终值', '88.8');
      await page.locator(shownShowcase('count')).getByTestId('showcase-count-start').click();
      expect(await value().textContent()).toBe('¥88.8');
    } finally {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    }
    await expect
      .poll(() => page.locator(shownShowcase('count')).getByTestId('showcase-count-icons').textContent())
      .toBe('572');
    await expect
      .poll(() => page.locator(shownShowcase('count')).getByTestId('showcase-count-records').textContent())
      .toBe('50');
    expect(await showcaseAxe(page, 'count')).toEqual([]);
  });

  it('#17.1 no console errors on these demos', () => {
    expect(s.errors).toEqual([]);
  });
});

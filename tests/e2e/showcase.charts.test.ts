import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser, watchConsoleErrors } from './support/launchBrowser';
import { openDemo, seriousAxeViolations, setLanguage } from './support/showcaseChecks';
import { signIn } from './support/signIn';
import { type RunningConsole, startConsole } from './support/startConsole';

// SHOWCASE.md §13 echarts and §12 workflow (#17.1), as admin in Chromium.
describe('showcase: charts and workflow', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.setDefaultTimeout(10_000);
    errors = watchConsoleErrors(page);
    await signIn(page, app.url, 'admin');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const demo = (name: string) => page.locator(`[data-testid="demo-${name}"]:visible`);
  /** Share of a canvas's pixels that are not transparent, read from a 2D copy of it. */
  const inkShare = (testId: string) =>
    demo('echarts')
      .getByTestId(testId)
      .locator('canvas')
      .evaluate((canvas: HTMLCanvasElement) => {
        const copy = document.createElement('canvas');
        copy.width = canvas.width;
        copy.height = canvas.height;
        const context = copy.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(canvas, 0, 0);
        const { data } = context.getImageData(0, 0, copy.width, copy.height);
        let ink = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) ink += 1;
        return ink / (data.length / 4);
      });
  const pieLabel = () => demo('echarts').getByTestId('demo-echarts-pie').getAttribute('aria-label');

  it('#17.1 echarts 1: six canvases, each with more than 1% painted pixels; no axe serious/critical', async () => {
    await openDemo(page, app.url, '/other/echarts', 'echarts');
    await expect.poll(() => demo('echarts').locator('canvas').count()).toBe(6);
    for (const card of ['line', 'bar', 'pie', 'radar', 'gauge', 'funnel']) {
      await expect.poll(() => inkShare(`demo-echarts-${card}`), { timeout: 8_000 }).toBeGreaterThan(0.01);
    }
    expect(await seriousAxeViolations(page, '[data-testid="demo-echarts"]')).toEqual([]);
  });

  it('#17.1 echarts 2: the pie speaks its statuses in Chinese, then in English with no Chinese left', async () => {
    await expect.poll(pieLabel).toMatch(/已发布[\s\S]*草稿[\s\S]*已删除|已删除[\s\S]*草稿/);
    const zh = (await pieLabel()) ?? '';
    for (const word of ['已发布', '草稿', '已删除']) expect(zh).toContain(word);
    await setLanguage(page, 'en');
    await openDemo(page, app.url, '/other/echarts', 'echarts');
    await expect.poll(pieLabel).toContain('Published');
    const en = (await pieLabel()) ?? '';
    for (const word of ['Published', 'Draft', 'Deleted']) expect(en).toContain(word);
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
    await setLanguage(page, 'zh');
  });

  it('#17.1 echarts 3: folding the side menu widens the line chart within 500 ms', async () => {
    await openDemo(page, app.url, '/other/echarts', 'echarts');
    const line = demo('echarts').getByTestId('demo-echarts-line').locator('canvas');
    await expect.poll(() => line.count()).toBe(1);
    const before = await line.evaluate((canvas) => canvas.getBoundingClientRect().width);
    await page.locator('.jimu-fold-button, [data-testid="fold-button"]').first().click();
    await expect
      .poll(() => line.evaluate((canvas) => canvas.getBoundingClientRect().width), {
        timeout: 500,
        interval: 50,
      })
      .toBeGreaterThan(before);
    await page.locator('.jimu-fold-button, [data-testid="fold-button"]').first().click();
  });

  it('#17.1 echarts 4: closing its tab disposes every chart instance', async () => {
    await openDemo(page, app.url, '/other/echarts', 'echarts');
    await expect.poll(() => page.locator('[_echarts_instance_]').count()).toBe(6);
    // Delete on a focused tab closes it (the tabs bar's keyboard).
    await page.locator('[role="tab"]', { hasText: '图表' }).focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => page.locator('[role="tab"]', { hasText: '图表' }).count()).toBe(0);
    await expect.poll(() => page.locator('[_echarts_instance_]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

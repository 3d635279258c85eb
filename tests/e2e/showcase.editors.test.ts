import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser, watchConsoleErrors } from './support/launchBrowser';
import { openDemo, seriousAxeViolations } from './support/showcaseChecks';
import { signIn } from './support/signIn';
import { type RunningConsole, startConsole } from './support/startConsole';

const XSS_HTML = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><p>pasted</p>';

// SHOWCASE.md §10 richTextEditor and §11 markdownEditor (#17.1), as admin in Chromium.
describe('showcase: editors', () => {
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
  const editor = () => demo('richTextEditor').locator('.ProseMirror').first();
  const html = () => demo('richTextEditor').getByTestId('demo-richTextEditor-html').textContent();

  it('#17.1 richText 1: hello, selected, bold → <strong>hello</strong>; no axe serious/critical', async () => {
    await openDemo(page, app.url, '/vab/editor/richTextEditor', 'richTextEditor');
    await editor().click();
    await page.keyboard.type('hello');
    await page.keyboard.press('Shift+Home');
    await demo('richTextEditor').locator('[data-tool="bold"]').click();
    await expect.poll(html).toContain('<strong>hello</strong>');
    expect(await seriousAxeViolations(page, '[data-testid="demo-richTextEditor"]')).toEqual([]);
  });

  it('#17.1 richText 5: sample image 3 inserts an <img> of /mock-assets/table/3.svg', async () => {
    await editor().click();
    await page.keyboard.press('End');
    await demo('richTextEditor').locator('[data-tool="image"]').click();
    await page.locator('[data-sample="3"]').click();
    await expect
      .poll(() => editor().locator('img').first().getAttribute('src'))
      .toMatch(/\/mock-assets\/table\/3\.svg$/);
  });

  it('#17.1 richText 2: pasted script and onerror never run nor reach the preview', async () => {
    await editor().click();
    await editor().evaluate((element, pasted) => {
      const data = new DataTransfer();
      data.setData('text/html', pasted);
      data.setData('text/plain', 'pasted');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, XSS_HTML);
    await expect.poll(html).toContain('pasted');
    await demo('richTextEditor').getByTestId('demo-richTextEditor-preview').click();
    const body = page.getByTestId('demo-richTextEditor-previewBody');
    await expect.poll(() => body.textContent()).toContain('pasted');
    const inner = await body.innerHTML();
    expect(inner).not.toContain('<script');
    expect(inner).not.toContain('onerror');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.keyboard.press('Escape');
  });

  it('#17.1 richText 3, 4: empty content is refused with its error; filled, 模拟保存成功; a reload restores the draft', async () => {
    await demo('richTextEditor').getByLabel('标题 *').fill('测试文章');
    await demo('richTextEditor').getByLabel('模块 *').selectOption('news');
    await editor().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await demo('richTextEditor').getByTestId('demo-richTextEditor-save').click();
    await demo('richTextEditor').getByTestId('demo-richTextEditor-contentError').waitFor();
    await editor().click();
    await page.keyboard.type('正文内容');
    await demo('richTextEditor').getByTestId('demo-richTextEditor-save').click();
    await page.getByText('模拟保存成功').first().waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('jimu-demo-richtext') ?? ''))
      .toContain('正文内容');
    await page.reload();
    await demo('richTextEditor').waitFor();
    await expect.poll(() => editor().textContent()).toContain('正文内容');
    expect(await demo('richTextEditor').getByLabel('标题 *').inputValue()).toBe('测试文章');
  });

  const preview = () => demo('markdownEditor').getByTestId('demo-markdownEditor-preview');
  const source = () => demo('markdownEditor').getByTestId('demo-markdownEditor-source');

  it('#17.1 markdown 1: clear, type # Hello → <h1>Hello</h1>; no axe serious/critical', async () => {
    await openDemo(page, app.url, '/vab/editor/markdownEditor', 'markdownEditor');
    await expect.poll(() => preview().locator('table').count()).toBe(1);
    expect(await seriousAxeViolations(page, '[data-testid="demo-markdownEditor"]')).toEqual([]);
    await demo('markdownEditor').getByTestId('demo-markdownEditor-clear').click();
    await source().fill('# Hello');
    await expect.poll(() => preview().locator('h1').innerHTML()).toBe('Hello');
  });

  it('#17.1 markdown 2: a GFM table of 2 rows and a checked task', async () => {
    await source().fill('| a | b |\n| - | - |\n| 1 | 2 |\n| 3 | 4 |\n\n- [x] done\n');
    await expect.poll(() => preview().locator('table tbody tr').count()).toBe(2);
    const box = preview().locator('input[type="checkbox"]');
    expect(await box.isChecked()).toBe(true);
    expect(await box.isDisabled()).toBe(true);
  });

  it('#17.1 markdown 3: raw img onerror and a javascript: link stay harmless', async () => {
    await source().fill('<img src=x onerror="window.__xss=1">\n\n[a](javascript:alert(1))\n');
    await expect.poll(() => preview().textContent()).toContain('onerror');
    expect(await preview().locator('img').count()).toBe(0);
    const hrefs = await preview()
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => href.toLowerCase().startsWith('javascript:'))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('#17.1 markdown 4, 5: 增加图片 shows the sample picture; preview mode hides the textarea', async () => {
    await demo('markdownEditor').getByTestId('demo-markdownEditor-addImage').click();
    await expect
      .poll(() => preview().locator('img').last().getAttribute('src'))
      .toMatch(/\/mock-assets\/table\/1\.svg$/);
    await demo('markdownEditor').getByTestId('demo-markdownEditor-mode').getByText('预览').click();
    await expect.poll(() => source().count()).toBe(0);
    await expect.poll(() => preview().count()).toBe(1);
    expect(errors.filter((e) => !/mock-assets\/table\/x|\/x\b|Failed to load resource/.test(e))).toEqual([]);
  });
});

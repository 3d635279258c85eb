import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { openShowcase, setLanguage } from './support/showcaseChecks';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

const XSS_HTML = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><p>pasted</p>';

// The showcase's rich text and Markdown editor screens, as admin in Chromium.
describe('showcase: editors', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    page = await openSignedIn(browser, app, '/', { errors });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const showcase = (name: string) => page.locator(`[data-testid="showcase-${name}"]:visible`);
  const editor = () => showcase('richTextEditor').locator('.ProseMirror').first();
  const html = () => showcase('richTextEditor').getByTestId('showcase-richTextEditor-html').textContent();

  it('#17.1 richText 1: hello, selected, bold → <strong>hello</strong>; no axe serious/critical', async () => {
    await openShowcase(page, app.url, '/vab/editor/richTextEditor', 'richTextEditor');
    await editor().click();
    await page.keyboard.type('hello');
    await page.keyboard.press('Shift+Home');
    await showcase('richTextEditor').locator('[data-tool="bold"]').click();
    await expect.poll(html).toContain('<strong>hello</strong>');
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-richTextEditor"]' })).toEqual([]);
  });

  it('#17.1 richText 5: sample image 3 inserts an <img> of /mock-assets/table/3.svg', async () => {
    await editor().click();
    await page.keyboard.press('End');
    await showcase('richTextEditor').locator('[data-tool="image"]').click();
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
    await showcase('richTextEditor').getByTestId('showcase-richTextEditor-preview').click();
    const body = page.getByTestId('showcase-richTextEditor-previewBody');
    await expect.poll(() => body.textContent()).toContain('pasted');
    const inner = await body.innerHTML();
    expect(inner).not.toContain('<script');
    expect(inner).not.toContain('onerror');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.keyboard.press('Escape');
  });

  it('#17.1 richText 3, 4: empty content is refused with its error; filled, 模拟保存成功; a reload restores the draft', async () => {
    await showcase('richTextEditor').getByLabel('标题 *').fill('测试文章');
    await showcase('richTextEditor').getByLabel('模块 *').selectOption('news');
    await editor().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await showcase('richTextEditor').getByTestId('showcase-richTextEditor-save').click();
    await showcase('richTextEditor').getByTestId('showcase-richTextEditor-contentError').waitFor();
    await editor().click();
    await page.keyboard.type('正文内容');
    await showcase('richTextEditor').getByTestId('showcase-richTextEditor-save').click();
    await page.getByText('模拟保存成功').first().waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('jimu-demo-richtext') ?? ''))
      .toContain('正文内容');
    await page.reload();
    await showcase('richTextEditor').waitFor();
    await expect.poll(() => editor().textContent()).toContain('正文内容');
    expect(await showcase('richTextEditor').getByLabel('标题 *').inputValue()).toBe('测试文章');
  });

  const preview = () => showcase('markdownEditor').getByTestId('showcase-markdownEditor-preview');
  const source = () => showcase('markdownEditor').getByTestId('showcase-markdownEditor-source');

  it('#17.1 markdown 1: clear, type # Hello → <h1>Hello</h1>; no axe serious/critical', async () => {
    await openShowcase(page, app.url, '/vab/editor/markdownEditor', 'markdownEditor');
    await expect.poll(() => preview().locator('table').count()).toBe(1);
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-markdownEditor"]' })).toEqual([]);
    await showcase('markdownEditor').getByTestId('showcase-markdownEditor-clear').click();
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
    await showcase('markdownEditor').getByTestId('showcase-markdownEditor-addImage').click();
    await expect
      .poll(() => preview().locator('img').last().getAttribute('src'))
      .toMatch(/\/mock-assets\/table\/1\.svg$/);
    await showcase('markdownEditor').getByTestId('showcase-markdownEditor-mode').getByText('预览').click();
    await expect.poll(() => source().count()).toBe(0);
    await expect.poll(() => preview().count()).toBe(1);
    expect(errors.filter((e) => !/mock-assets\/table\/x|\/x\b|Failed to load resource/.test(e))).toEqual([]);
  });

  const form = () => showcase('form').getByTestId('showcase-form-comprehensive');
  it('#17.1 form 1: an empty submit shows six inline errors in zh, then in English', async () => {
    await openShowcase(page, app.url, '/vab/form', 'form');
    await form().getByRole('button', { name: '提交' }).click();
    await expect.poll(() => form().locator('.jimu-form-errors').count()).toBe(6);
    // With the errors on show: the select is named by its label, the upload is one control, the
    // error text's red passes contrast. One defect is Semi's own (2.90): a closed Select keeps
    // aria-activedescendant on option 0, which is not rendered until the list opens.
    const SEMI_SELECT_CLOSED = /^critical aria-valid-attr-value: #comprehensive_region$/;
    const violations = await seriousViolations(page, { scope: '[data-testid="showcase-form"]' });
    expect(violations.filter((v) => !SEMI_SELECT_CLOSED.test(v))).toEqual([]);
    const zh = await form().locator('.jimu-form-errors').allTextContents();
    expect(zh.join(' ')).toMatch(/[\u4e00-\u9fff]/);
    await setLanguage(page, 'en');
    await openShowcase(page, app.url, '/vab/form', 'form');
    await form().getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form().locator('.jimu-form-errors').count()).toBe(6);
    const en = await form().locator('.jimu-form-errors').allTextContents();
    expect(en.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    await setLanguage(page, 'zh');
    await openShowcase(page, app.url, '/vab/form', 'form');
  });

  it('#17.1 form 2: name ab shows the length error; abc clears it', async () => {
    const name = form().getByLabel('活动名称');
    const nameError = () => form().locator('#comprehensive_name__error');
    await name.fill('ab');
    await form().getByRole('button', { name: '提交' }).click();
    await expect.poll(() => nameError().textContent()).toMatch(/3/);
    await name.fill('abc');
    await expect.poll(() => nameError().count()).toBe(0);
  });

  it('#17.1 form 3: the area cascader offers 北京市 at level 1; 北京市 ▸ a district stores its six-digit code', async () => {
    await form().locator('#comprehensive_area').click();
    const lists = page.locator('.semi-cascader-option-list');
    await lists.first().getByText('北京市', { exact: true }).click();
    await lists.nth(1).getByText('北京市', { exact: true }).click();
    const district = lists.nth(2).locator('.semi-cascader-option').first();
    const districtName = (await district.innerText()).trim();
    await district.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => form().locator('#comprehensive_area').innerText()).toContain(districtName);
    // The stored code (six digits, a district of 北京市) is read from the next test's valid submit.
  });

  it('#17.1 form 4: a valid submit shows exactly the entered values; 重置 empties the form', async () => {
    await form().getByLabel('活动名称').fill('春季上新');
    await form().locator('#comprehensive_region').click();
    await page.getByRole('option', { name: '北京' }).click();
    await form().locator('#comprehensive_date input').fill('2024-05-01 10:30:00');
    await page.keyboard.press('Enter');
    await form().getByText('线上活动', { exact: true }).click();
    await form().getByText('线下场地免费', { exact: true }).click();
    await form().getByLabel('活动形式').fill('线上线下同步');
    await form().getByRole('button', { name: '提交' }).click();
    const result = showcase('form').getByTestId('showcase-form-result');
    await result.waitFor();
    const values = JSON.parse((await result.textContent()) ?? '{}') as Record<string, unknown>;
    expect(values).toMatchObject({
      name: '春季上新',
      region: 'beijing',
      delivery: false,
      type: ['online'],
      resource: 'venue',
      description: '线上线下同步',
    });
    expect(values.area).toMatch(/^1101\d\d$/);
    expect(values.area).not.toMatch(/00$/);
    expect(new Date(String(values.date)).getTime()).toBe(new Date('2024-05-01T10:30:00').getTime());
    expect(Object.keys(values).sort()).toEqual(
      ['area', 'date', 'delivery', 'description', 'name', 'region', 'resource', 'type'].sort(),
    );
    await showcase('form').getByRole('button', { name: '重置' }).click();
    await result.waitFor({ state: 'detached' });
    expect(await form().getByLabel('活动名称').inputValue()).toBe('');
  });

  it('#17.1 form 5: step form — amount 1.234 is refused; a valid path reaches 完成 and 再转一笔 starts empty', async () => {
    await showcase('form').getByRole('tab', { name: '分步表单' }).click();
    const steps = showcase('form').getByTestId('showcase-form-steps');
    await steps.getByLabel('收款邮箱').fill('a@example.com');
    await steps.getByLabel('转账金额').fill('1.234');
    await steps.getByRole('button', { name: '提交' }).click();
    await expect
      .poll(() => steps.locator('.jimu-form-errors').allTextContents())
      .toContainEqual(expect.stringMatching(/两位小数/));
    await steps.getByLabel('转账金额').fill('12.5');
    await steps.getByRole('button', { name: '提交' }).click();
    await steps.getByLabel('支付密码').fill('123456');
    await steps.getByRole('button', { name: '提交' }).click();
    await steps.getByTestId('showcase-form-done').waitFor();
    await steps.getByRole('button', { name: '再转一笔' }).click();
    await expect.poll(() => steps.getByLabel('转账金额').inputValue()).toBe('');
    await expect.poll(() => steps.getByLabel('收款邮箱').inputValue()).toBe('');
  });
});

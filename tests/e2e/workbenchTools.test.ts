import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

// Common tools under `jimu serve`, as the read-only account: every card converts both ways
// and locates bad input; the server-backed checks answer with the server's own schemas and rules.
describe('#16.5 common tools in Chromium (§5.17)', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  const card = (id: string) => page.getByTestId(`wb-tool-${id}`);
  const convert = (c: Locator, direction: '→' | '←') =>
    c.getByRole('button', { name: direction === '→' ? '转换 →' : '← 转换' }).click();

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    page = await openSignedIn(browser, app, '/workbench/tools', { account: 'test' });
    page.setDefaultTimeout(15_000);
    // Builds the sample console unless a build of the same content is kept (a fresh build takes 20-30 s on a
    // loaded 2-core machine) while Chromium starts, then opens the tools screen signed in as test.
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('#16.5 §5.17 YAML with an anchor becomes JSON with the anchor resolved; JSON back to YAML; broken JSON is located', async () => {
    const c = card('yaml');
    await c.getByLabel('YAML（锚点与合并键会被展开）').fill('base: &b\n  a: 1\ncopy: *b\n');
    await convert(c, '←');
    await expect
      .poll(async () => JSON.parse(await c.getByLabel('JSON', { exact: true }).inputValue()))
      .toEqual({
        base: { a: 1 },
        copy: { a: 1 },
      });
    await c.getByLabel('JSON', { exact: true }).fill('{"list": [1, 2]}');
    await convert(c, '→');
    await expect
      .poll(() => c.getByLabel('YAML（锚点与合并键会被展开）').inputValue())
      .toBe('list:\n  - 1\n  - 2\n');
    await c.getByLabel('JSON', { exact: true }).fill('{\n  "a": 1,\n  }');
    await convert(c, '→');
    await expect
      .poll(() => page.getByTestId('wb-tool-error-yaml-left').innerText())
      .toContain('第 3 行第 3 列');
    await expect(c.getByLabel('JSON', { exact: true }).inputValue()).resolves.toBe('{\n  "a": 1,\n  }');
  });

  it('#16.5 a JSON sample becomes a JSON Schema (formats, uiSchema) and a schema becomes a sample; a bad sample is located', async () => {
    const c = card('schema');
    await convert(c, '→');
    const schema = JSON.parse(await c.getByLabel('JSON Schema').inputValue());
    expect(schema.properties.email).toEqual({ type: 'string', format: 'email' });
    expect(schema.properties.id.type).toBe('integer');
    await expect.poll(() => page.getByTestId('wb-tool-uischema').innerText()).toContain('ui:widget');
    await c
      .getByLabel('JSON Schema')
      .fill('{"type":"object","properties":{"n":{"type":"integer"},"s":{"enum":["x","y"]}}}');
    await convert(c, '←');
    await expect
      .poll(async () => JSON.parse(await c.getByLabel('JSON 样本（一条记录或数组）').inputValue()))
      .toEqual({ n: 0, s: 'x' });
    await c.getByLabel('JSON 样本（一条记录或数组）').fill('[{"a": }]');
    await convert(c, '→');
    await expect.poll(() => page.getByTestId('wb-tool-error-schema-left').innerText()).toContain('第 1 行');
  });

  it('#16.5 the regex tester highlights matches as text, names a bad flag and stops a catastrophic pattern', async () => {
    const c = card('regex');
    await expect.poll(() => page.getByTestId('wb-tool-regex-result').innerText()).toContain('2 处匹配');
    await expect(c.locator('mark').allInnerTexts()).resolves.toEqual(['13800138000', '15912345678']);
    await c.getByLabel('测试文本').fill('<b>13800138000</b>');
    await c.getByLabel('正则表达式').fill('\\d+');
    await expect.poll(() => c.locator('mark').allInnerTexts()).toEqual(['13800138000']);
    await expect(c.locator('b').count()).resolves.toBe(0);
    await c.getByLabel('标志').fill('gx');
    await expect.poll(() => page.getByTestId('wb-tool-error-regex').innerText()).toContain('第 2 列');
    await c.getByLabel('标志').fill('');
    await c.getByLabel('正则表达式').fill('(a+)+$');
    await c.getByLabel('测试文本').fill(`${'a'.repeat(40)}!`);
    await expect
      .poll(() => page.getByTestId('wb-tool-error-regex').innerText(), { timeout: 8000 })
      .toContain('灾难性回溯');
    await c.getByLabel('正则表达式').fill('(');
    await expect.poll(() => page.getByTestId('wb-tool-error-regex').innerText()).toContain('正则表达式');
    // The catastrophic pattern runs in a worker until the tester's 1 s limit stops it (its message waited for
    // up to 8 s): 2.5 s on a loaded 2-core machine.
  }, 60_000);

  it('#16.5 timestamp ⇄ date with the time zone shown; Base64 and URL encoding both ways, UTF-8; bad input located', async () => {
    const time = card('time');
    await time.getByLabel('Unix 时间戳（秒或毫秒）').fill('1700000000');
    await convert(time, '→');
    await expect
      .poll(() => time.getByLabel('日期（本地时区或 ISO 8601）').inputValue())
      .toContain('2023-11-14T22:13:20.000Z');
    await time.getByLabel('日期（本地时区或 ISO 8601）').fill('1970-01-01T00:00:01Z');
    await convert(time, '←');
    await expect.poll(() => time.getByLabel('Unix 时间戳（秒或毫秒）').inputValue()).toBe('1\n1000');
    await expect(time.innerText()).resolves.toMatch(/时区：\S+ \(UTC[+-]\d\d:\d\d\)/);
    await time.getByLabel('Unix 时间戳（秒或毫秒）').fill('17x0');
    await convert(time, '→');
    await expect
      .poll(() => page.getByTestId('wb-tool-error-time-left').innerText())
      .toContain('第 1 行第 3 列');

    const b64 = card('base64');
    await b64.getByLabel('文本').fill('积木 ok');
    await convert(b64, '→');
    await expect.poll(() => b64.getByLabel('Base64', { exact: true }).inputValue()).toBe('56ev5pyoIG9r');
    await b64.getByLabel('Base64', { exact: true }).fill('5Lit5paH');
    await convert(b64, '←');
    await expect.poll(() => b64.getByLabel('文本').inputValue()).toBe('中文');
    await b64.getByLabel('Base64', { exact: true }).fill('5Lit*');
    await convert(b64, '←');
    await expect.poll(() => page.getByTestId('wb-tool-error-base64-right').innerText()).toContain('第 5 列');

    const url = card('url');
    await url.getByLabel('文本').fill('a b&积');
    await convert(url, '→');
    await expect.poll(() => url.getByLabel('URL 编码').inputValue()).toBe('a%20b%26%E7%A7%AF');
    await url.getByLabel('URL 编码').fill('%E4%B8%AD%zz');
    await convert(url, '←');
    await expect.poll(() => page.getByTestId('wb-tool-error-url-right').innerText()).toContain('第 10 列');
  });

  it('#16.5 the colour converter turns hex into rgb and hsl and back; a bad digit is named', async () => {
    const c = card('colour');
    await c.getByLabel('颜色（#rrggbb、rgb() 或 hsl()） hex').fill('#ff0000');
    await expect
      .poll(() => c.getByLabel('颜色（#rrggbb、rgb() 或 hsl()） rgb').inputValue())
      .toBe('rgb(255, 0, 0)');
    await expect(c.getByLabel('颜色（#rrggbb、rgb() 或 hsl()） hsl').inputValue()).resolves.toBe(
      'hsl(0, 100%, 50%)',
    );
    await c.getByLabel('颜色（#rrggbb、rgb() 或 hsl()） hsl').fill('hsl(120, 100%, 25%)');
    await expect.poll(() => c.getByLabel('颜色（#rrggbb、rgb() 或 hsl()） hex').inputValue()).toBe('#008000');
    await c.getByLabel('颜色（#rrggbb、rgb() 或 hsl()） hex').fill('#00g');
    await expect.poll(() => page.getByTestId('wb-tool-error-colour').innerText()).toContain('第 4 列');
  });

  it('#16.5 §5.17 `kind: crud` without title shows missing-required at line 1; Editor on POST /userManagement/doDelete is "deny: delete:system"; the icon finder copies user-group', async () => {
    const snippet = card('snippet');
    await snippet.getByRole('button', { name: '校验' }).click();
    await expect
      .poll(() => page.getByTestId('wb-tool-snippet-result').innerText())
      .toContain('1:1 missing-required');
    await expect(page.getByTestId('wb-tool-snippet-result').innerText()).resolves.toContain("'title'");

    const rule = card('rule');
    await rule.locator('.semi-select').click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await rule.getByRole('button', { name: '测试' }).click();
    await expect
      .poll(() => page.getByTestId('wb-tool-rule-result').innerText())
      .toContain('deny: delete:system');
    await expect(page.getByTestId('wb-tool-rule-result').innerText()).resolves.toContain('POST /*/doDelete');

    const icons = card('icons');
    await icons.getByLabel('按名称搜索（如 user-group）').fill('user-group');
    await icons.getByRole('button', { name: 'user-group', exact: true }).click();
    await expect.poll(() => page.getByTestId('wb-tool-icon-copied').innerText()).toBe('已复制 user-group');
    // Three server calls (the snippet check, the rule test, the icon names) and their answers waited for: 0.6
    // s on a loaded 2-core machine.
  }, 60_000);

  it('#16.5 §5.17 datetime format and relative time use the runtime’s own functions; JSON diff ignores key order and locates bad JSON', async () => {
    const dt = card('datetime');
    await dt.getByLabel('时间值（ISO 8601、日期或时间戳）').fill('2024-03-05T09:07:03');
    await dt.getByLabel('格式').fill('YYYY/M/D HH:mm');
    await expect
      .poll(() => page.getByTestId('wb-tool-datetime-result').innerText())
      .toContain('2024/3/5 09:07');
    await expect(page.getByTestId('wb-tool-datetime-result').innerText()).resolves.toContain('3月5日');
    await dt.getByLabel('时间值（ISO 8601、日期或时间戳）').fill('not a date');
    await expect
      .poll(() => page.getByTestId('wb-tool-error-datetime').innerText())
      .toContain('无法识别为日期');

    const diff = card('diff');
    await diff.getByRole('button', { name: '对比' }).click();
    const result = page.getByTestId('wb-tool-diff-result');
    await expect.poll(() => result.innerText()).toContain('+1 −1');
    await expect(result.innerText()).resolves.toMatch(/- {3}"pageSize": 20,\n\+ {3}"pageSize": 50,/);
    await diff.getByLabel('新 JSON').fill('{"a": 1,}');
    await diff.getByRole('button', { name: '对比' }).click();
    await expect.poll(() => page.getByTestId('wb-tool-error-diff-after').innerText()).toContain('第 1 行');
  });

  it('#16.5 §5.17 the i18n checker lists a string English lacks with the Chinese text, and adds it inline', async () => {
    // From here on the tools screen is the admin's, in a context of its own.
    await page.context().close();
    page = await openSignedIn(browser, app, '/workbench/tools');
    page.setDefaultTimeout(15_000);
    const c = card('i18n');
    await c.locator('.semi-select').click();
    await page.getByRole('option', { name: '运营后台 (P001)' }).click();
    await expect.poll(() => c.locator('.semi-select').innerText()).toContain('P001');
    await c.getByRole('button', { name: '校验' }).click();
    const result = page.getByTestId('wb-tool-i18n-result');
    await expect.poll(() => result.innerText()).toContain('各语言的键一致');
    const i18nDir = join(app.dataDir, 'projects', 'P001', 'config', 'i18n');
    writeFileSync(
      join(i18nDir, 'zh.yaml'),
      `${readFileSync(join(i18nDir, 'zh.yaml'), 'utf8')}toolsProbe:\n  hello: 你好\n`,
    );
    await c.getByRole('button', { name: '校验' }).click();
    await expect.poll(() => result.innerText()).toContain('zh: 你好');
    await c.getByLabel('toolsProbe.hello (en)').fill('Hello');
    await c.getByRole('button', { name: '添加' }).click();
    await expect.poll(() => result.innerText()).toContain('各语言的键一致');
    expect(readFileSync(join(i18nDir, 'en.yaml'), 'utf8')).toContain('toolsProbe:\n  hello: Hello');
    // Opens the screen as admin, runs the server's i18n check of a project twice and writes the added string:
    // 1.7 s on a loaded 2-core machine.
  }, 60_000);

  it('#16.5 at 390 px the cards stack without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await card('icons').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

import { strFromU8, unzipSync } from 'fflate';
import type { Download, Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadBytes } from './support/downloads';
import { openShowcase, setLanguage } from './support/showcaseChecks';
import { showcaseAxe, shownShowcase, useShowcaseSession } from './support/showcaseSession';

// The showcase's Excel exports, iframe pages and social login, as admin.
describe('showcase: excel exports, iframe pages, social login', () => {
  const s = useShowcaseSession();
  let page: Page;
  beforeAll(() => {
    page = s.page;
  });
  const showcase = (name: string) => page.locator(shownShowcase(name));

  const sheetOf = async (download: Download) => {
    const files = unzipSync(new Uint8Array(await downloadBytes(download)));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    const shared = [...strings.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
      [...m[1].matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((t) => t[1]).join(''),
    );
    /** What one cell shows (a shared or inline string, or a number), e.g. cell('B2'). */
    const cell = (ref: string) => {
      const match = new RegExp(`<c r="${ref}"([^>]*)>([\\s\\S]*?)</c>`).exec(sheet);
      if (!match) return undefined;
      const value = /<v>([^<]*)<\/v>/.exec(match[2])?.[1];
      if (match[1].includes('t="s"')) return shared[Number(value)];
      if (match[1].includes('t="inlineStr"')) return /<t[^>]*>([^<]*)<\/t>/.exec(match[2])?.[1];
      return value === undefined ? undefined : Number(value);
    };
    /** The cells of one row, from column A on. */
    const row = (n: number, columns = 'ABCDE') => [...columns].map((column) => cell(`${column}${n}`));
    return { sheet, workbook: strFromU8(files['xl/workbook.xml']), strings, cell, row };
  };
  const rowsOf = (sheet: string) => sheet.match(/<row /g)?.length ?? 0;
  const exportWith = async (name: string, prefix: string, format: 'xlsx' | 'csv') => {
    await showcase(name).getByTestId(`${prefix}-format`).getByText(format, { exact: true }).click();
    const download = page.waitForEvent('download');
    await showcase(name).getByTestId(`${prefix}-export`).click();
    return download;
  };

  it('#17.1 excelExport 1-2: xlsx with header + 50 rows (numbers numeric); csv with a BOM, 51 lines, Chinese header', async () => {
    await openShowcase(page, s.app.url, '/other/excel/export', 'excelExport');
    await showcase('excelExport').locator('tbody tr').nth(9).waitFor();
    const xlsx = await exportWith('excelExport', 'showcase-excel', 'xlsx');
    expect(xlsx.suggestedFilename()).toBe('table-list.xlsx');
    const { sheet, row } = await sheetOf(xlsx);
    expect(rowsOf(sheet)).toBe(51);
    expect(row(1)).toEqual(['序号', '标题', '作者', '点击量', '时间']);
    expect(typeof row(2)[3]).toBe('number');
    // Page views (column D) are number cells: no t="s"/t="inlineStr" on them.
    expect(sheet).toMatch(/<c r="D2"(?![^>]*t="(s|inlineStr)")[^>]*><v>\d+<\/v>/);

    const csv = await exportWith('excelExport', 'showcase-excel', 'csv');
    expect(csv.suggestedFilename()).toBe('table-list.csv');
    const text = (await downloadBytes(csv)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.trim().split(/\r?\n/)).toHaveLength(51);
    expect(text.slice(1).split(/\r?\n/)[0]).toBe('序号,标题,作者,点击量,时间');
    expect(await showcaseAxe(page, 'excelExport')).toEqual([]);
  });

  it('#17.1 excelExportSelected 1-3: rows 2, 5 and 9 → header + 3 rows in table order; none → 请至少选择一行; the count resets', async () => {
    await openShowcase(page, s.app.url, '/other/excel/exportSelected', 'excelExportSelected');
    const table = showcase('excelExportSelected').getByTestId('showcase-excelExportSelected-table');
    await table.locator('tbody tr').nth(9).waitFor();
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await showcase('excelExportSelected').getByTestId('showcase-excel-export').click();
    await page.locator('.semi-toast-content', { hasText: '请至少选择一行' }).waitFor();
    expect(downloads).toBe(0);
    for (const id of [9, 2, 5]) {
      await table
        .locator('tbody tr', { has: page.locator('td', { hasText: new RegExp(`^${id}$`) }) })
        .locator('.semi-checkbox')
        .click();
    }
    await expect
      .poll(() =>
        showcase('excelExportSelected').getByTestId('showcase-excelExportSelected-count').textContent(),
      )
      .toBe('已选 3 行');
    const xlsx = await exportWith('excelExportSelected', 'showcase-excel', 'xlsx');
    const { sheet } = await sheetOf(xlsx);
    expect(rowsOf(sheet)).toBe(4);
    const ids = [...sheet.matchAll(/<c r="A([2-4])"[^>]*><v>(\d+)<\/v>/g)].map((m) => Number(m[2]));
    expect(ids).toEqual([2, 5, 9]);
    await expect
      .poll(() =>
        showcase('excelExportSelected').getByTestId('showcase-excelExportSelected-count').textContent(),
      )
      .toBe('已选 0 行');
    expect(await showcaseAxe(page, 'excelExportSelected')).toEqual([]);
  });

  it('#17.1 excelExportMerged 1-3: merges A1:A2, B1:D1, E1:E2 with 主要信息 over 标题 作者 点击量; 52 rows; two header rows on screen', async () => {
    await openShowcase(page, s.app.url, '/other/excel/exportMerged', 'excelExportMerged');
    const single = showcase('excelExportMerged').getByTestId('showcase-excelExportMerged-single');
    await single.locator('tbody tr').first().waitFor();
    expect(await single.locator('thead tr').count()).toBe(2);
    expect(await single.locator('thead th', { hasText: '主要信息' }).getAttribute('colspan')).toBe('3');
    await single
      .getByTestId('showcase-excelExportMerged-single-format')
      .getByText('xlsx', { exact: true })
      .click();
    const download = page.waitForEvent('download');
    await single.getByTestId('showcase-excelExportMerged-single-export').click();
    const { sheet, cell, row } = await sheetOf(await download);
    for (const ref of ['A1:A2', 'B1:D1', 'E1:E2']) expect(sheet).toContain(`<mergeCell ref="${ref}"/>`);
    expect(rowsOf(sheet)).toBe(52);
    expect([cell('A1'), cell('B1'), cell('E1')]).toEqual(['序号', '主要信息', '时间']);
    expect(row(2, 'BCD')).toEqual(['标题', '作者', '点击量']);
    // Data from row 3: the first record (id 1) with its page views as a number.
    expect(cell('A3')).toBe(1);
    expect(typeof cell('D3')).toBe('number');
    expect(await showcaseAxe(page, 'excelExportMerged')).toEqual([]);
  });

  it('#17.1 excelExport 3: in English the header row is English and the sheet is Sheet1', async () => {
    await setLanguage(page, 'en');
    try {
      await openShowcase(page, s.app.url, '/other/excel/export', 'excelExport');
      await showcase('excelExport').locator('tbody tr').nth(9).waitFor();
      const { sheet, workbook, strings, row } = await sheetOf(
        await exportWith('excelExport', 'showcase-excel', 'xlsx'),
      );
      expect(workbook).toContain('name="Sheet1"');
      expect(row(1)).toEqual(['No.', 'Title', 'Author', 'Views', 'Time']);
      expect(strings + sheet).not.toContain('标题');
    } finally {
      await setLanguage(page, 'zh');
    }
  });

  const frameUrl = () => `${s.app.url}/mock-assets/iframe/sample.html`;
  const viewTabs = () => page.locator('[data-testid="tabs-bar"] .jimu-tab', { hasText: /^样例/ });

  it('#17.1 iframeView 1-3: a tab per address titled from ?title, the sample heading inside, and javascript: refused', async () => {
    await openShowcase(
      page,
      s.app.url,
      `/other/iframe/view?url=${encodeURIComponent(frameUrl())}&title=样例`,
      'iframeView',
    );
    await expect
      .poll(() => page.locator('[data-testid="tabs-bar"] .jimu-tab.is-active').innerText())
      .toBe('样例');
    const frame = page.frameLocator(`${shownShowcase('iframeView')} iframe`);
    await expect.poll(() => frame.locator('h1').textContent()).toBe('积木样例页');
    expect(await showcase('iframeView').locator('iframe').getAttribute('sandbox')).toBe(
      'allow-scripts allow-forms allow-popups',
    );
    await openShowcase(
      page,
      s.app.url,
      `/other/iframe/view?url=${encodeURIComponent(`${frameUrl()}?2`)}&title=样例2`,
      'iframeView',
    );
    await expect.poll(() => viewTabs().allInnerTexts()).toEqual(['样例', '样例2']);
    expect(await showcaseAxe(page, 'iframeView')).toEqual([]);
    await openShowcase(
      page,
      s.app.url,
      `/other/iframe/view?url=${encodeURIComponent('javascript:alert(1)')}&title=x`,
      'iframeView',
    );
    await showcase('iframeView')
      .getByTestId('showcase-iframeView-refused')
      .getByText('地址不安全，已拒绝')
      .waitFor();
    expect(await showcase('iframeView').locator('iframe').count()).toBe(0);
  });

  it('#17.1 iframeSearch 1-3: defaults open the view with the encoded url and title; ftp:// and an empty title are refused inline', async () => {
    await openShowcase(page, s.app.url, '/other/iframe/search', 'iframeSearch');
    const form = showcase('iframeSearch').getByTestId('showcase-iframeSearch-form');
    // 1: the preset values as the page opens, submitted untouched.
    expect(await form.getByLabel('地址').inputValue()).toBe(frameUrl());
    expect(await form.getByLabel('标题').inputValue()).toBe('样例');
    await form.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/#\/other\/iframe\/view\?/);
    expect(page.url()).toContain(
      `#/other/iframe/view?url=${encodeURIComponent(frameUrl())}&title=${encodeURIComponent('样例')}`,
    );
    await showcase('iframeView').waitFor();
    await expect
      .poll(() => page.locator('[data-testid="tabs-bar"] .jimu-tab.is-active').innerText())
      .toBe('样例');
    expect(await showcaseAxe(page, 'iframeView')).toEqual([]);

    await openShowcase(page, s.app.url, '/other/iframe/search', 'iframeSearch');
    await form.getByLabel('地址').fill('ftp://x');
    await form.getByRole('button', { name: '查询' }).click();
    await form.locator('.jimu-field-error, [role="alert"], .semi-form-field-error-message').first().waitFor();
    expect(page.url()).toContain('#/other/iframe/search');
    await form.getByLabel('地址').fill(frameUrl());
    await form.getByLabel('标题').fill('');
    await form.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => form.textContent()).toMatch(/标题.*(必填|不能为空|请输入)/);
    expect(page.url()).toContain('#/other/iframe/search');
    expect(await showcaseAxe(page, 'iframeSearch')).toEqual([]);
  });

  it('#17.1 social 2: 拒绝 shows the callback page missing-code alert and posts nothing', async () => {
    await openShowcase(page, s.app.url, '/other/social', 'social');
    expect(await showcaseAxe(page, 'social')).toEqual([]);
    const posts: string[] = [];
    const watch = (r: { url(): string }) => {
      if (r.url().includes('/socialLogin')) posts.push(r.url());
    };
    page.on('request', watch);
    await showcase('social').getByTestId('showcase-social-github').click();
    await page.getByTestId('showcase-social-deny').click();
    await page.waitForURL(/#\/callback$/);
    await page.getByRole('alert').waitFor();
    expect(posts).toEqual([]);
    page.off('request', watch);
  });

  it('#17.1 social 1, 3: 授权 goes through /callback?code=mock-…, posts the code, lands on #/index as test, and /other/social is then 403', async () => {
    await openShowcase(page, s.app.url, '/other/social', 'social');
    await showcase('social').getByTestId('showcase-social-gitee').click();
    // Every address the tab passes through (hash changes are same-document navigations).
    const addresses: string[] = [];
    const record = (frame: Frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    };
    page.on('framenavigated', record);
    const posted = page.waitForRequest((r) => r.url().includes('/socialLogin'));
    await page.getByTestId('showcase-social-approve').click();
    const request = await posted;
    const body = JSON.parse(request.postData() ?? '{}') as { code?: string };
    expect(body.code).toMatch(/^mock-[0-9a-f]{12}$/);
    await page.waitForURL(/#\/index$/);
    page.off('framenavigated', record);
    const callback = addresses.find((address) => address.includes('#/callback?'));
    expect(callback).toBeDefined();
    expect(new URL((callback ?? '').replace('#/callback', '/callback')).searchParams.get('code')).toBe(
      body.code,
    );
    await expect.poll(() => page.locator('.jimu-header-tools').textContent()).toContain('test');
    await page.goto(`${s.app.url}/#/other/social`);
    await page.waitForURL(/#\/403/);
  });

  it('#17.1 no console errors on these demos', () => {
    expect(s.errors.filter((error) => !/\b403\b|Forbidden/.test(error))).toEqual([]);
  });
});

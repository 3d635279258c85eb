import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

// docs/add-a-page.md, done for real: a new collection in (a copy of) mock-db.json, `jimu new page`
// in (a copy of) config/, and the new screen lists, creates, edits and deletes in Chromium.
describe('adding a CRUD page from config alone', () => {
  let work: string;
  let app: RunningConsole;
  let browser: TestBrowser;

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'jimu-add-page-'));
    const configDir = path.join(work, 'config');
    cpSync('config', configDir, { recursive: true });
    const seed = JSON.parse(readFileSync('mock-db.json', 'utf8'));
    seed.articles = [
      { id: 1, title: 'Config pages explained' },
      { id: 2, title: 'Routes in one file' },
    ];
    const seedFile = path.join(work, 'mock-db.json');
    writeFileSync(seedFile, JSON.stringify(seed));
    execFileSync(
      process.execPath,
      [
        'bin/jimu.js',
        'new',
        'page',
        'articles',
        '--config',
        configDir,
        '--title',
        '文章',
        '--title-en',
        'Articles',
      ],
      { stdio: 'pipe' },
    );
    app = await startConsole(configDir, { seedFile });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Closing the connection closes the contexts the test opened.
    await browser?.close();
    await app?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('the scaffolded page lists, creates, edits and deletes articles', async () => {
    const errors: string[] = [];
    // The new page is at /articles/index, and the route line `jimu new` added shows in the menu.
    const page = await openSignedIn(browser, app, '/articles/index', { errors });
    await page.locator('.jimu-shell-sider').getByText('文章', { exact: true }).first().waitFor();
    const rows = page.locator('.jimu-crud tbody tr.jimu-table-row');
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        expect.stringContaining('Config pages explained'),
        expect.stringContaining('Routes in one file'),
      ]);

    const dialog = page.locator('.semi-modal-content');
    await page.getByRole('button', { name: '新增' }).click();
    await dialog.locator('#root_title').fill('Added from the browser');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => rows.count()).toBe(3);

    const added = rows.filter({ hasText: 'Added from the browser' });
    await added.getByRole('button', { name: '编辑' }).click();
    await dialog.locator('#root_title').fill('Edited in the browser');
    await dialog.getByRole('button', { name: '保存' }).click();
    await rows.filter({ hasText: 'Edited in the browser' }).waitFor();

    await rows.filter({ hasText: 'Edited in the browser' }).getByRole('button', { name: '删除' }).click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(errors).toEqual([]);
  });
});

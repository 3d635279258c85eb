import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { signIn } from './support/signIn';
import { type RunningConsole, startConsole } from './support/startConsole';

/** The fields of the seed rows these checks count. */
interface Row {
  id: number;
  assignee?: string;
  column?: string;
  boardId?: number;
  status?: string;
  severity?: string;
  columns?: (string | { key: string; name: string; done?: boolean })[];
}

const DONE = ['resolved', 'verified', 'closed'];
const at = (hour: number, minute = 0) => {
  const date = new Date();
  date.setHours(hour, minute, 0, 0);
  return date;
};

// The workplace and the task dashboard (issue 16 item 6, WORKBENCH §5.1 and §5.2) in Chromium, on a
// copy of the sample console so the JIMU project's files can be broken on disk.
describe('#16.6 workplace and task dashboard in Chromium', () => {
  let root: string;
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  let seed: Record<string, Row[]>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'jimu-overview-'));
    cpSync(resolve('config'), join(root, 'config'), { recursive: true });
    cpSync(resolve('mock-db.json'), join(root, 'mock-db.json'));
    symlinkSync(resolve('plugins'), join(root, 'plugins'));
    seed = JSON.parse(readFileSync(join(root, 'mock-db.json'), 'utf8'));
    [app, browser] = await Promise.all([
      startConsole(join(root, 'config'), { seedFile: join(root, 'mock-db.json') }),
      launchBrowser(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await browser.context.clearCookies();
    page = await browser.context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${app.url}/publicKey`);
    await page.evaluate(() => localStorage.clear());
  });
  afterEach(async () => {
    await page?.close();
  });

  const tools = () => page.getByRole('toolbar', { name: 'header tools' });
  const counter = (key: string) => page.getByTestId(`wb-counter-${key}`).locator('.wb-ov-counter-value');
  /** A task's column as its board names it, and whether it is the done one. */
  const columnOf = (t: Row) => {
    const columns = seed.boards.find((b) => b.id === t.boardId)?.columns ?? [];
    const found = columns.find((c) => (typeof c === 'string' ? c : c.key) === t.column);
    return typeof found === 'object' ? found : { key: String(t.column), name: String(t.column), done: false };
  };
  const openTasks = (user: string) => seed.tasks.filter((t) => t.assignee === user && !columnOf(t).done);

  it('#16.6 §5.1 SE-12 signed in at 09:00 (fake clock) the greeting reads 上午好; at 20:00 晚上好; in English at 15:00 Good afternoon', async () => {
    await page.clock.setFixedTime(at(9));
    await signIn(page, app.url, 'admin');
    await page.goto(`${app.url}/#/workplace`);
    await expect.poll(() => page.getByTestId('wb-greeting').innerText()).toBe('上午好，admin');
    await page.clock.setFixedTime(at(20, 30));
    await page.reload();
    await expect.poll(() => page.getByTestId('wb-greeting').innerText()).toBe('晚上好，admin');
    await page.clock.setFixedTime(at(15));
    await page.reload();
    await tools().getByRole('button', { name: '语言: English' }).click();
    await expect.poll(() => page.getByTestId('wb-greeting').innerText()).toBe('Good afternoon, admin');
    await page.getByText('Recent projects').waitFor();
    await page.getByText('Config health').waitFor();
  });

  it('#16.6 §5.1 从数据表生成页面 opens the generator in the current project; recent projects open the board', async () => {
    await signIn(page, app.url, 'admin');
    await page.evaluate(() => localStorage.setItem('jimu-workbench-project', '3'));
    await page.goto(`${app.url}/#/workplace`);
    const recent = page.getByTestId('wb-recent-projects');
    await recent.getByRole('button').first().waitFor();
    // The remembered project (the project context of §4) is the first recent card.
    await expect(recent.getByRole('button').first().getAttribute('aria-label')).resolves.toBe(
      '打开 订单系统',
    );
    await page.getByTestId('wb-quick').getByRole('button', { name: '从数据表生成页面' }).click();
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe('#/workbench/project/generator/create?projectId=3');
    await page.goto(`${app.url}/#/workplace`);
    await page.getByRole('button', { name: '打开 订单系统' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/workbench/board?projectId=3');
  });

  it('#16.6 §5.1 after JIMU gets an invalid page file its health card shows 1 个错误 and the link opens the diagnostic at its line', async () => {
    // The API refuses to write an invalid file (saveFile and apply validate first), so the file is
    // broken on disk, as a hand edit under `jimu dev` would leave it.
    const file = join(root, 'config/pages/home.yaml');
    const home = readFileSync(file, 'utf8');
    const broken = home.replace('field: total, span: 8 }', 'field: total, span: wide }');
    const line = broken.split('\n').findIndex((l) => l.includes('span: wide')) + 1;
    writeFileSync(file, broken);
    try {
      await signIn(page, app.url, 'admin');
      await page.goto(`${app.url}/#/workplace`);
      const card = page.getByTestId('wb-health-JIMU');
      await expect.poll(() => card.innerText(), { timeout: 20_000 }).toContain('1 个错误');
      expect(await card.innerText()).toContain(`config/pages/home.yaml:${line}`);
      await card.getByRole('button', { name: '查看诊断' }).click();
      await expect
        .poll(() => page.evaluate(() => location.hash))
        .toBe(`#/workbench/project/config?projectId=0&file=config%2Fpages%2Fhome.yaml&line=${line}`);
      await expect
        .poll(() => page.getByTestId('wb-validation').innerText())
        .toContain(`config/pages/home.yaml:${line}`);
      // The editor marks the diagnostic's line in its lint gutter, beside the broken text.
      const marked = () =>
        page.evaluate(() => {
          const marker = document.querySelector('.cm-lint-marker-error')?.getBoundingClientRect();
          const lines = [...document.querySelectorAll('.cm-line')];
          const wide = lines.find((l) => l.textContent?.includes('span: wide'))?.getBoundingClientRect();
          return Boolean(marker && wide && marker.top >= wide.top - 2 && marker.bottom <= wide.bottom + 2);
        });
      await expect.poll(marked).toBe(true);
    } finally {
      writeFileSync(file, home);
    }
  }, 60_000);

  for (const user of ['admin', 'editor'] as const) {
    it(`#16.6 §5.2 the counters and charts of ${user} equal the counts computed from the seed`, async () => {
      await signIn(page, app.url, user);
      await page.goto(`${app.url}/#/dashboard`);
      const mine = seed.defects.filter((d) => d.assignee === user && !DONE.includes(String(d.status)));
      await expect.poll(() => counter('open').innerText()).toBe(String(openTasks(user).length));
      expect(await counter('defects').innerText()).toBe(String(mine.length));
      const severities = [...new Set(mine.map((d) => String(d.severity)))];
      for (const severity of severities) {
        const count = mine.filter((d) => d.severity === severity).length;
        const tag = page.getByTestId('wb-severity').locator(`[data-severity="${severity}"]`);
        expect(await tag.innerText()).toMatch(new RegExp(` ${count}$`));
      }
      const all = seed.tasks.filter((t) => t.assignee === user);
      const table = page.getByTestId('wb-task-table');
      await expect.poll(() => table.locator('tbody tr').count()).toBe(Math.min(all.length, 10));
      // The chart's spoken description names every bar's value.
      const chart = page.getByTestId('wb-chart-tasks');
      await chart.locator('canvas').waitFor();
      const description = (await chart.getAttribute('aria-label')) ?? '';
      for (const name of new Set(all.map((t) => columnOf(t).name))) {
        const count = all.filter((t) => columnOf(t).name === name).length;
        expect(description).toContain(`${name} ${count}`);
      }
      await page.getByTestId('wb-chart-defects').locator('canvas').waitFor();
    });
  }

  it('#16.6 §5.2 changing a task’s status here moves it to that column of its board, kept after reload and logged in the feed', async () => {
    await signIn(page, app.url, 'admin');
    await page.goto(`${app.url}/#/dashboard`);
    const before = Number(await counter('open').innerText());
    const rows = page.getByTestId('wb-task-table').locator('tbody tr');
    const row = rows
      .filter({ has: page.getByRole('combobox') })
      .filter({ hasNotText: '已完成' })
      .first();
    const title = (await row.locator('td').first().innerText()).trim();
    const task = seed.tasks.find(
      (t) => (t as Row & { title: string }).title === title && t.assignee === 'admin',
    );
    await row.getByRole('combobox').click();
    await page.locator('.semi-select-option', { hasText: '已完成' }).click();
    await page.getByText('已移到「已完成」').waitFor();
    await expect.poll(() => counter('open').innerText()).toBe(String(before - 1));
    await page.reload();
    const moved = page.getByRole('combobox', { name: `${title} 的状态` });
    await expect.poll(() => moved.first().innerText()).toContain('已完成');
    // The title opens the card's board (§5.13), where the card now stands in 已完成.
    await page.getByTestId('wb-task-table').getByText(title, { exact: true }).first().click();
    const done = page.locator('section[data-column="done"]');
    await expect
      .poll(() => done.getByTestId('wb-board-card').allInnerTexts(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining(title)]));
    await page.goto(`${app.url}/#/workplace`);
    await page.getByTestId('wb-activity').getByText(`#${task?.id} `, { exact: false }).first().click();
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toMatch(new RegExp(`^#/workbench/board\\?projectId=\\d+&taskId=${task?.id}$`));
  }, 60_000);

  it('#16.6 §5.2 a defect moves by its allowed transition buttons; a needed resolution is asked for and typed text is kept', async () => {
    await signIn(page, app.url, 'admin');
    await page.goto(`${app.url}/#/dashboard`);
    const table = page.getByTestId('wb-defect-table');
    const button = table.getByRole('button', { name: /^转为/ }).first();
    await button.waitFor();
    const cell = button.locator('xpath=ancestor::tr').locator('td').first();
    const id = (await cell.innerText()).split(' ')[0];
    const row = table.locator('tbody tr', { hasText: `${id} ` });
    const target = (await button.innerText()).replace(/^转为/, '');
    await button.click();
    const dialog = page.locator('.semi-modal-content');
    if (await dialog.isVisible()) {
      await dialog.locator('#wb-transition-comment').fill('仪表盘里处理');
      if (await dialog.locator('#wb-transition-resolution').count()) {
        await dialog.locator('#wb-transition-resolution').click();
        await page.locator('.semi-select-option', { hasText: '已修复' }).click();
      }
      await page.locator('.semi-modal-footer button', { hasText: '确定' }).click();
    }
    await expect.poll(() => row.locator('.semi-tag').nth(1).innerText()).toBe(target);
  });

  it('#16.7 §5.2 the test user sees the lists without status controls, transitions or quick actions', async () => {
    await signIn(page, app.url, 'test');
    await page.goto(`${app.url}/#/dashboard`);
    await page.getByText('只读账号：可以查看，不能修改状态').waitFor();
    await counter('open').waitFor();
    expect(await page.getByTestId('wb-task-table').getByRole('combobox').count()).toBe(0);
    expect(await page.getByTestId('wb-defect-table').getByRole('button', { name: /^转为/ }).count()).toBe(0);
    await page.goto(`${app.url}/#/workplace`);
    await page.getByTestId('wb-greeting').waitFor();
    expect(await page.getByTestId('wb-quick').count()).toBe(0);
  });

  it('#16.6 390 px phone, English and dark: no horizontal clipping on the workplace and the dashboard', async () => {
    await signIn(page, app.url, 'editor');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => {
      localStorage.setItem('jimu-language', 'en');
      localStorage.setItem('jimu-dark-mode', 'true');
    });
    for (const path of ['/workplace', '/dashboard']) {
      await page.goto(`${app.url}/#${path}`);
      await page.reload();
      await page.locator('.wb-ov').waitFor();
      await expect.poll(() => page.evaluate(() => document.body.getAttribute('theme-mode'))).toBe('dark');
      if (path === '/dashboard') await page.getByText('Open tasks').waitFor();
      else await page.getByText('Recent projects').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.wb-ov button, .wb-ov [role="combobox"]')]
          .filter((el) => el.closest('.wb-ov-table') === null)
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
          })
          .map((el) => el.textContent),
      );
      expect(outside).toEqual([]);
    }
  });
});

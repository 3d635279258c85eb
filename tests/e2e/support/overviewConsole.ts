import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, type TestBrowser } from './launchBrowser';
import { type RunningConsole, startConsole } from './startConsole';
import { type OpenOptions, openSignedIn } from './useConsole';

/** The fields of the seed rows the workplace and dashboard checks count. */
export interface SeedRow {
  id: number;
  title?: string;
  assignee?: string;
  column?: string;
  boardId?: number;
  projectId?: number;
  status?: string;
  severity?: string;
  columns?: (string | { key: string; name: string; done?: boolean })[];
}

export interface OverviewConsole {
  /** The console copy's root: config/, mock-db.json, plugins (a link). */
  root: string;
  app: RunningConsole;
  browser: TestBrowser;
  /** This test's page: blank and signed out (a new context per test) until the test opens one (`open`). */
  page: Page;
  /**
   * Opens `hashPath` (e.g. '/workplace') in a new context, signed in as admin (or `options.account`;
   * null: signed out) from its stored session, waiting for the console frame (openSignedIn). The
   * page becomes `ctx.page`; its context is closed after the test.
   */
  open(hashPath?: string, options?: Omit<OpenOptions, 'errors'>): Promise<Page>;
  seed: Record<string, SeedRow[]>;
  /** A task's column as its board names it, and whether it is the done one. */
  columnOf(task: SeedRow): { key: string; name: string; done?: boolean };
  /** The seed's open tasks of a user. */
  openTasks(user: string): SeedRow[];
}

/**
 * The hooks of the workplace and dashboard browser tests: a console built from a copy of
 * the sample config (so the JIMU project's files can be broken on disk) with the real mock back end,
 * the worker's Chromium; per test a new browser context (its own storage) with a blank, signed-out
 * page, and `open` for a page signed in from the stored session.
 *
 * @example const ctx = useOverviewConsole(); it('…', async () => { const page = await ctx.open('/workplace'); });
 */
export function useOverviewConsole(): OverviewConsole {
  const ctx = {} as OverviewConsole;
  let contexts: BrowserContext[] = [];
  ctx.open = async (hashPath = '/', options = {}) => {
    const page = await openSignedIn(ctx.browser, ctx.app, hashPath, options);
    contexts.push(page.context());
    page.setDefaultTimeout(15_000);
    ctx.page = page;
    return page;
  };
  beforeAll(async () => {
    ctx.root = mkdtempSync(join(tmpdir(), 'jimu-overview-'));
    cpSync(resolve('config'), join(ctx.root, 'config'), { recursive: true });
    cpSync(resolve('mock-db.json'), join(ctx.root, 'mock-db.json'));
    symlinkSync(resolve('plugins'), join(ctx.root, 'plugins'));
    ctx.seed = JSON.parse(readFileSync(join(ctx.root, 'mock-db.json'), 'utf8'));
    [ctx.app, ctx.browser] = await Promise.all([
      startConsole(join(ctx.root, 'config'), { seedFile: join(ctx.root, 'mock-db.json') }),
      launchBrowser(),
    ]);
    // Builds the sample console from a temporary copy of config/, which no other file shares, so every file
    // that uses this builds it (20-30 s on a loaded 2-core machine) while Chromium starts.
  }, 120_000);
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.app?.close();
    if (ctx.root) rmSync(ctx.root, { recursive: true, force: true });
  });
  beforeEach(async () => {
    const context = await ctx.browser.newContext();
    contexts.push(context);
    ctx.page = await context.newPage();
    ctx.page.setDefaultTimeout(15_000);
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  ctx.columnOf = (task) => {
    const columns = ctx.seed.boards.find((b) => b.id === task.boardId)?.columns ?? [];
    const found = columns.find((c) => (typeof c === 'string' ? c : c.key) === task.column);
    return typeof found === 'object' ? found : { key: String(task.column), name: String(task.column) };
  };
  ctx.openTasks = (user) => ctx.seed.tasks.filter((t) => t.assignee === user && !ctx.columnOf(t).done);
  return ctx;
}

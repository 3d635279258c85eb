import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { PageConfig } from '../../schemas/types.gen';
import { storedSession } from './support/storedSession';
import { tableProblems } from './support/tableCells';
import { useConsole } from './support/useConsole';

/** The widths of the window the tables are looked at in (a laptop, a desktop, a large screen). */
const WIDTHS = [1280, 1440, 1920];
const HEIGHT = 900;

/**
 * The sample console's list pages: every crud page of config/pages/ shown as a table, by a route
 * that shows it (the goods page shows cards, no table).
 */
const LIST_PAGES: { page: string; path: string }[] = [
  { page: 'comprehensiveTable', path: '/vab/table/comprehensiveTable' },
  { page: 'users', path: '/user_center/userManagement' },
  { page: 'roles', path: '/user_center/roleManagement' },
  { page: 'roleRes', path: '/user_center/roleResManagement' },
  { page: 'roleMenu', path: '/user_center/roleMenuManagement' },
  { page: 'departments', path: '/user_center/departmentManagement' },
  { page: 'menus', path: '/setting/menuManagement' },
  { page: 'systemLog', path: '/setting/systemLog' },
  { page: 'notices', path: '/other/notice' },
];

/** The configured width of a page's actions column (none: it must be as wide as its buttons). */
const actionsWidthOf = (page: string) => {
  const config = parse(readFileSync(`config/pages/${page}.yaml`, 'utf8')) as PageConfig & {
    columns?: { cell?: unknown; width?: number }[];
  };
  return config.columns?.find((column) => column.cell === 'actions')?.width;
};

/** A customer table as a person imports it into the code generator: long e-mails, a state last. */
const CUSTOMERS = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `Customer Number ${index + 1}`,
  email: `customer.number${index + 1}@example-company.com`,
  phone: `+1 555 010${index}`,
  city: 'San Francisco',
  website: `https://shop.example-company.com/customers/${index + 1}`,
  state: ['California', 'New York', 'Texas', 'Washington', 'Massachusetts'][index % 5],
  created_at: `2024-0${1 + (index % 9)}-1${index % 9}T08:30:00Z`,
}));

// A list table never hides its data. At 1280, 1440 and
// 1920 px every data cell can be seen — inside the window and not under a fixed column, or brought
// there by the table's own horizontal scrollbar, which is in the window — the fixed columns'
// shadows say when more columns lie under them, content stays inside its cell (e-mails and URLs
// break at their punctuation), and the actions column is as wide as its buttons. One visit per
// page, the window resized between the widths.
describe('list tables show all their data at every desktop width', () => {
  const ctx = useConsole();
  const visibleTable = (page: Page, scope = '') =>
    page.locator(`.jimu-view:not([hidden]) ${scope} .jimu-table`.replace(/\s+/g, ' '));
  const problemsAtEveryWidth = async (page: Page, label: string, actionsWidth?: number, scope?: string) => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      // After a resize the table places its own scrollbar on a later frame (a ResizeObserver, then
      // an animation frame): what a person meets is the table once that is done.
      let found: string[] = [];
      await expect
        .poll(
          async () =>
            (found = await tableProblems(visibleTable(page, scope), {
              label: `${label} at ${width}px`,
              actionsWidth,
            })),
          { interval: 50, timeout: 5_000 },
        )
        .toEqual([])
        .catch(() => undefined);
      problems.push(...found);
    }
    return problems;
  };

  for (const { page: name, path } of LIST_PAGES) {
    it(`${name} (${path})`, async () => {
      const page = await ctx.open(path, { viewport: { width: WIDTHS[0], height: HEIGHT } });
      // The first file of a run may load the table's code cold on a loaded machine.
      await visibleTable(page).locator('tbody tr.jimu-table-row').first().waitFor({ timeout: 30_000 });
      expect(await problemsAtEveryWidth(page, name, actionsWidthOf(name))).toEqual([]);
      expect(ctx.errors).toEqual([]);
    });
  }

  it('a page generated from a customer table (the generator preview runs it as the console will)', async () => {
    const { origins } = await storedSession(ctx.app, 'admin');
    const token = origins[0].localStorage.find((item) => item.name === ctx.app.tokenStorageKey)?.value;
    const response = await fetch(`${ctx.app.url}/workbench/generator/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ projectId: 5, name: 'customers', sample: CUSTOMERS }),
    });
    const created = (await response.json()).data[0] as { id: number };
    const page = await ctx.open(`/workbench/project/generator/preview?projectId=5&genTableId=${created.id}`, {
      viewport: { width: WIDTHS[0], height: HEIGHT },
    });
    await page.getByRole('tab', { name: '实时预览' }).click();
    const scope = '[data-testid="wb-preview"]';
    await visibleTable(page, scope).locator('tbody tr.jimu-table-row').first().waitFor({ timeout: 30_000 });
    expect(await problemsAtEveryWidth(page, 'customers', undefined, scope)).toEqual([]);
    expect(ctx.errors).toEqual([]);
  });
});

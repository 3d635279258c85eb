import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// Overlays follow navigation; the search dialog.
describe('#11.4 overlays follow navigation', () => {
  const ctx = useConsole();

  it('#11.4 browser Back with the 新增 dialog open closes it; the list is still there on Forward', async () => {
    // Opened at the root, which the console sends home (#/index): Back goes there from the list.
    const page = await ctx.open();
    const { app, errors } = ctx;
    await page.goto(`${app.url}/#/user_center/userManagement`);
    await page.locator('.jimu-crud-toolbar:visible').getByRole('button', { name: '新增' }).click();
    const dialog = page.locator('.jimu-crud-modal');
    await dialog.getByText('用户名').first().waitFor();
    await page.goBack();
    await page.waitForURL(/#\/index$/);
    await dialog.waitFor({ state: 'hidden' });
    await page.goForward();
    await page.locator('.jimu-view:visible .jimu-table-row').first().waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('#11.4 header popovers and menus close when the route changes', async () => {
    // Opened straight at #/index, as from a bookmark: React Router gives that location, and the
    // typed address below, the same key ('default'); the popover still closes.
    const page = await ctx.open('/index');
    const { errors } = ctx;
    const tools = page.getByRole('toolbar', { name: 'header tools' });
    await tools.getByRole('button', { name: /^消息( \d+)?$/ }).click();
    await page.getByTestId('notice-popover').waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/user_center/userManagement';
    });
    await page.getByTestId('notice-popover').waitFor({ state: 'detached' });
    await page.getByTestId('user-menu').click();
    await page.getByRole('menu').waitFor();
    await page.goBack();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('#11.4 LY-11 search: by Chinese title, English title and path; empty state inside the dialog; Esc closes', async () => {
    const page = await ctx.open();
    const { errors } = ctx;
    const tools = page.getByRole('toolbar', { name: 'header tools' });
    await tools.getByRole('button', { name: '搜索', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox', { name: '搜索页面' });
    await input.fill('user');
    await dialog.getByRole('option', { name: /用户管理/ }).waitFor();
    await input.fill('角色');
    await dialog.getByRole('option', { name: /角色管理/ }).waitFor();
    await input.fill('departmentManagement');
    await dialog.getByRole('option', { name: /部门管理/ }).waitFor();
    await input.fill('qqqxyz');
    const empty = dialog.getByText('没有匹配的页面');
    await empty.waitFor();
    const [inner, box] = await Promise.all([empty.boundingBox(), dialog.boundingBox()]);
    expect(inner && box && inner.x >= box.x && inner.x + inner.width <= box.x + box.width).toBe(true);
    expect(inner && box && inner.y >= box.y && inner.y + inner.height <= box.y + box.height).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Enter on a result navigates and closes.
    await tools.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByRole('dialog').getByRole('combobox').fill('department');
    await page
      .getByRole('dialog')
      .getByRole('option', { name: /部门管理/ })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/user_center\/departmentManagement$/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_ID } from '../../runtime/pages/firstView';
import type { RunningConsole } from './support/startConsole';
import { useConsole } from './support/useConsole';

// Labels and copy, in zh and en.
describe('#11.9 labels and copy', () => {
  const ctx = useConsole();
  let app: RunningConsole;
  let page: Page;
  beforeEach(() => {
    ({ app, page } = ctx);
  });

  const modal = () => page.locator('.semi-modal-content');
  const drawer = () => page.locator('.semi-sidesheet');
  const tools = () => page.getByRole('toolbar', { name: 'header tools' });
  const rowsOf = (name: string) => page.locator(`.jimu-crud[data-page=${name}] tbody tr.jimu-table-row`);
  /** Goes to a list in this test's page and waits for its first row. */
  const open = async (path: string, name: string) => {
    await page.goto(`${app.url}/#${path}`);
    await rowsOf(name).first().waitFor();
  };
  /** Opens a list in a new page signed in as admin (the stored session) and waits for its first row. */
  const openAsAdmin = async (path: string, name: string) => {
    page = await ctx.open(path);
    await rowsOf(name).first().waitFor();
  };
  const english = () => tools().getByRole('button', { name: '语言: English' }).click();

  it('#11.9 checkbox groups carry their field label; choices read naturally; a field with a value is never "required"', async () => {
    await openAsAdmin('/user_center/roleManagement', 'roles');
    await page.getByRole('button', { name: '新增' }).click();
    // Two groups of the same choices, each named by its field.
    const group = (name: string) => modal().getByRole('list', { name, exact: true });
    await group('权限').waitFor();
    expect(await group('权限').getByRole('checkbox').count()).toBe(5);
    expect(await group('按钮权限').getByRole('checkbox').count()).toBe(5);
    await modal().getByRole('button', { name: '取消' }).click();

    await open('/user_center/userManagement', 'users');
    await page.getByRole('button', { name: '新增' }).click();
    await modal().locator('#root_email').fill('bad');
    await modal().getByRole('button', { name: '保存' }).click();
    await expect.poll(() => modal().locator('#root_roles__error').textContent()).toBe('请至少选择 1 个角色');
    expect(await modal().locator('#root_email__error').textContent()).toBe('邮箱必须是邮箱地址');
    expect(await modal().getByRole('list', { name: /^角色/ }).count()).toBe(1);
    expect(await modal().getByRole('radiogroup', { name: /^状态/ }).count()).toBe(1);
    await modal().getByRole('button', { name: '取消' }).click();

    await english();
    await page.getByRole('button', { name: 'Add' }).click();
    await modal().getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => modal().locator('#root_roles__error').textContent())
      .toBe('Roles: select at least 1');
  });

  it('#11.9 enum values show as labels, the menu form asks for 上级菜单, lists show names and translated descriptions', async () => {
    await openAsAdmin('/vab/table/comprehensiveTable', 'comprehensiveTable');
    await page.getByRole('button', { name: '新增' }).click();
    const status = drawer().getByRole('radiogroup', { name: /^状态/ });
    await status.waitFor();
    expect(
      await status
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((r) => r.closest('label')?.textContent)),
    ).toEqual(['已发布', '草稿', '已删除']);
    await drawer().getByRole('button', { name: '取消' }).click();

    await open('/setting/menuManagement', 'menus');
    await rowsOf('menus').first().getByRole('button', { name: '编辑' }).click();
    await drawer().locator('label[for="root_parentId"]', { hasText: '上级菜单' }).waitFor();
    await drawer().getByRole('button', { name: '取消' }).click();

    await open('/user_center/userManagement', 'users');
    const admin = rowsOf('users').filter({ hasText: 'admin@jimu.dev' });
    expect(await admin.innerText()).toContain('积木科技');
    await open('/user_center/roleManagement', 'roles');
    const roles = (await rowsOf('roles').allInnerTexts()).join('\n');
    expect(roles).toContain('全部权限，包括删除记录。');
    expect(roles).not.toMatch(/write:roles|read:system|Full access/);

    // 系统设置's second entry is titled for what it shows.
    await page.goto(`${app.url}/#/setting/systemLog`);
    await page.getByRole('navigation', { name: 'breadcrumb' }).getByText('系统日志').waitFor();
    await rowsOf('systemLog').first().waitFor();

    await english();
    // The log's stored 登录 / 成功 read in English too.
    await expect
      .poll(() => rowsOf('systemLog').first().innerText())
      .toMatch(/(Sign in|Sign out|Create|Update|Delete|Export)[\s\S]*(Success|Failure)/);
    expect(await rowsOf('systemLog').first().innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    await open('/user_center/roleManagement', 'roles');
    await expect
      .poll(() => rowsOf('roles').first().innerText())
      .toContain('Full access, including deleting records.');
    await open('/setting/menuManagement', 'menus');
    await rowsOf('menus').first().getByRole('button', { name: 'Edit' }).click();
    await drawer().locator('label[for="root_parentId"]', { hasText: 'Parent menu' }).waitFor();
  });

  it('#11.9 links, the page-size menu and the password toggle look like the kit', async () => {
    // The login form, signed out, in this test's first page: the one the code draws (index.html's
    // markup of it, shown until then, is taken over and removed, which may happen mid-measure).
    await page.goto(`${app.url}/#/login`);
    await page.locator(`#${FIRST_VIEW_ID}`).waitFor({ state: 'detached' });
    const register = page.getByRole('link', { name: '注册账号' });
    const look = await register.evaluate((link) => {
      const style = getComputedStyle(link);
      return { line: style.textDecorationLine, color: style.color };
    });
    expect(look.line).toBe('none');
    expect(look.color).not.toBe('rgb(0, 0, 238)');
    const toggle = page.getByRole('button', { name: '明文显示' });
    expect((await toggle.textContent())?.trim()).toBe('');
    expect(await toggle.locator('svg').count()).toBe(1);

    await openAsAdmin('/user_center/userManagement', 'users');
    const pager = page.locator('.jimu-crud[data-page=users] .jimu-pagination');
    expect(await pager.locator('select').count()).toBe(0);
    await pager.getByRole('combobox', { name: '每页条数' }).click();
    await page.getByRole('listbox', { name: '每页条数' }).getByRole('option', { name: '10 条/页' }).click();
    await expect.poll(() => rowsOf('users').count()).toBe(10);
    // The keyboard works too: open, move down, choose (the pointer away from the list).
    await page.mouse.move(0, 0);
    const size = pager.getByRole('combobox', { name: '每页条数' });
    await size.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => rowsOf('users').count()).toBe(20);
    expect(await size.textContent()).toBe('20 条/页');
  });
});

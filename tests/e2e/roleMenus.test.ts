import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// 角色管理 → 菜单权限 answers "which menus can this role reach".
describe('#11.7 the menus a role can reach', () => {
  const ctx = useConsole();
  /** The page the test has open (one account's, then another's). */
  let page: Page;

  const rows = () => page.locator('.jimu-crud[data-page=roleMenu] tbody tr.jimu-table-row');
  /** The path column of every row the role menu page shows. */
  const rowPaths = async () =>
    (await rows().allInnerTexts()).map((text) => text.split('\t')[1]?.trim() ?? '').filter(Boolean);

  /** Every page link of the side menu, with every group opened. */
  const sideMenuPaths = async () => {
    const sider = page.locator('.jimu-shell-sider');
    for (let round = 0; round < 60; round++) {
      const closed = sider.locator('button.jimu-menu-group[aria-expanded=false]');
      if ((await closed.count()) === 0) break;
      await closed.first().click();
    }
    const hrefs = await sider
      .locator('a.jimu-menu-item')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return hrefs.filter((href) => href.startsWith('#/')).map((href) => href.slice(1));
  };

  /** The visible leaves of the role's menu tree, as the page's own list call answers it. */
  const reachableLeaves = (role: string) =>
    page.evaluate(async (role) => {
      const token = localStorage.getItem('admin-token');
      const response = await fetch(`/menuManagement/getList?role=${role}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      type Menu = { path: string; hidden?: boolean; children?: Menu[] };
      const body = (await response.json()) as { data: { list: Menu[]; total: number } };
      const leaves: string[] = [];
      const walk = (menus: Menu[]) => {
        for (const menu of menus) {
          if (menu.children?.length) walk(menu.children);
          else if (!menu.hidden) leaves.push(menu.path);
        }
      };
      walk(body.data.list);
      return { leaves, total: body.data.total };
    }, role);

  it('#11.7 ?role=Editor lists what the editor account sees in its side menu; without the query every menu again', async () => {
    page = await ctx.open('/', { account: 'editor' });
    const editorMenu = await sideMenuPaths();
    expect(editorMenu.length).toBeGreaterThan(10);
    // Menus that name no role are open to every role: the editor sees some of them.
    expect(editorMenu).toContain('/user_center/userManagement');
    const asEditor = await reachableLeaves('Editor');
    expect(new Set(asEditor.leaves)).toEqual(new Set(editorMenu));

    page = await ctx.open('/user_center/roleManagement');
    const editorRow = page.locator('.jimu-crud[data-page=roles] tbody tr.jimu-table-row', {
      hasText: 'Editor',
    });
    await editorRow.getByRole('button', { name: '菜单权限' }).click();
    await expect.poll(() => page.url()).toContain('roleMenuManagement?role=Editor');
    await expect.poll(() => rows().count()).toBe(asEditor.total);
    const shown = await rowPaths();
    for (const path of editorMenu) expect(shown).toContain(path);
    // The 表格 group is closed to Editor (permission except Editor) and so is 系统设置 (Admin only).
    expect(shown).not.toContain('/vab/table/comprehensiveTable');
    expect(shown).not.toContain('/setting/menuManagement');

    await page.goto(`${ctx.app.url}/#/user_center/roleMenuManagement`);
    await expect.poll(() => rows().count()).toBeGreaterThan(asEditor.total);
    expect(await rowPaths()).toContain('/setting/menuManagement');
  });
});

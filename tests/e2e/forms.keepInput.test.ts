import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningConsole } from './support/startConsole';
import { useConsole } from './support/useConsole';

// A failed save — the form's own checks, a server refusal, a 5xx,
// a dropped connection, a timeout — keeps every typed value, and a refusal naming a field shows on it.
describe('#11.1 forms keep what was typed', () => {
  const ctx = useConsole();
  let app: RunningConsole;
  let page: Page;
  beforeEach(() => {
    ({ app, page } = ctx);
  });

  const modal = () => page.locator('.semi-modal-content');
  const drawer = () => page.locator('.semi-sidesheet');
  const field = (scope: Locator, name: string) => scope.locator(`#root_${name}`);
  /** The inline error under a field. */
  const errorOf = (scope: Locator, name: string) => scope.locator(`#root_${name}__error`);
  const toasts = () => page.locator('.semi-toast-content-text').allInnerTexts();
  const values = (scope: Locator, names: string[]) =>
    Promise.all(names.map((name) => field(scope, name).inputValue()));
  const firstRow = (name: string) =>
    page.locator(`.jimu-crud[data-page=${name}] tbody tr.jimu-table-row`).first();
  /** Opens a list signed in as admin and waits for its first row. */
  const openList = async (path: string, name: string) => {
    page = await ctx.open(path);
    await firstRow(name).waitFor();
  };

  it('#11.1 the users dialog keeps its input through its own checks, a named refusal, a 5xx and a dropped connection', async () => {
    await openList('/user_center/userManagement', 'users');
    await page.getByRole('button', { name: '新增' }).click();
    await field(modal(), 'username').fill('gamma');
    await field(modal(), 'email').fill('bad');
    await modal().getByRole('button', { name: '保存' }).click();
    // Own checks: nothing emptied, the wrong fields marked, the password required when creating.
    await expect.poll(() => errorOf(modal(), 'email').innerText()).toBe('邮箱必须是邮箱地址');
    expect(await values(modal(), ['username', 'email'])).toEqual(['gamma', 'bad']);
    expect(await errorOf(modal(), 'username').count()).toBe(0);
    expect(await errorOf(modal(), 'password').innerText()).toBe('密码为必填项');
    expect(await modal().locator('label[for="root_password"].semi-form-field-label-required').count()).toBe(
      1,
    );

    // A refusal naming a field (409: the name is taken) lands on that field, in the form's words.
    await field(modal(), 'username').fill('admin');
    await field(modal(), 'password').fill('secret123');
    await field(modal(), 'email').fill('gamma@jimu.dev');
    await modal().locator('.semi-checkbox', { hasText: '测试' }).click();
    await modal().getByRole('button', { name: '保存' }).click();
    await expect.poll(() => errorOf(modal(), 'username').innerText()).toBe('用户名已被使用');
    expect(await values(modal(), ['username', 'password', 'email'])).toEqual([
      'admin',
      'secret123',
      'gamma@jimu.dev',
    ]);
    // Typing clears the server's mark; no raw toast quoted the server's text.
    await field(modal(), 'username').fill('gamma');
    await expect.poll(() => errorOf(modal(), 'username').count()).toBe(0);
    expect((await toasts()).join(' ')).not.toContain('已存在');

    // A 5xx with the envelope's message: shown, and the input stays.
    await page.route('**/userManagement/doEdit', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, msg: '服务器内部错误', data: null }),
      }),
    );
    await modal().getByRole('button', { name: '保存' }).click();
    await expect.poll(toasts).toContain('POST /userManagement/doEdit: 服务器内部错误');
    expect(await values(modal(), ['username', 'email'])).toEqual(['gamma', 'gamma@jimu.dev']);
    // The connection drops: the input stays.
    await page.unroute('**/userManagement/doEdit');
    await page.route('**/userManagement/doEdit', (route) => route.abort('connectionreset'));
    await modal().getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await toasts()).length).toBeGreaterThan(1);
    expect(await values(modal(), ['username', 'password', 'email'])).toEqual([
      'gamma',
      'secret123',
      'gamma@jimu.dev',
    ]);
    expect(await modal().locator('.semi-checkbox-checked', { hasText: '测试' }).count()).toBe(1);
  });

  it('#11.1 an edit dialog keeps the new value after a failed check instead of reverting to the stored one', async () => {
    await openList('/user_center/userManagement', 'users');
    await page
      .locator('.jimu-crud tbody tr.jimu-table-row')
      .nth(3)
      .getByRole('button', { name: '编辑' })
      .click();
    await field(modal(), 'email').fill('not-an-email');
    await field(modal(), 'phone').fill('123');
    await modal().getByRole('button', { name: '保存' }).click();
    await expect.poll(() => errorOf(modal(), 'phone').count()).toBe(1);
    expect(await values(modal(), ['email', 'phone'])).toEqual(['not-an-email', '123']);
  });

  it('#11.1 the roles dialog and the comprehensive table drawer keep their input, in English too', async () => {
    await openList('/user_center/roleManagement', 'roles');
    await page.getByRole('button', { name: '新增' }).click();
    await field(modal(), 'role').fill('has space');
    await field(modal(), 'description').fill('只读的审计员');
    await modal().getByRole('button', { name: '保存' }).click();
    await expect.poll(() => errorOf(modal(), 'role').count()).toBe(1);
    expect(await values(modal(), ['role', 'description'])).toEqual(['has space', '只读的审计员']);
    await modal().getByRole('button', { name: '取消' }).click();

    await page.getByRole('button', { name: 'English' }).click();
    // The same page: the language chosen stays.
    await page.goto(`${app.url}/#/vab/table/comprehensiveTable`);
    await firstRow('comprehensiveTable').waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    await field(drawer(), 'title').fill('A draft');
    await field(drawer(), 'author').fill('   ');
    await drawer().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => errorOf(drawer(), 'author').innerText()).toBe('Author cannot be empty');
    expect(await values(drawer(), ['title', 'author'])).toEqual(['A draft', '   ']);
  });

  it('#11.1 个人中心 keeps a refused input, shows the saved values after a save, and marks a wrong current password on its field', async () => {
    page = await ctx.open('/user_center/personalCenter', { account: 'editor' });
    const form = page.getByTestId('form-page');
    await field(form, 'email').waitFor();
    await page.route('**/user/edit', (route) => route.abort('connectionreset'));
    await field(form, 'email').fill('editor-new@jimu.dev');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await toasts()).length).toBeGreaterThan(0);
    expect(await field(form, 'email').inputValue()).toBe('editor-new@jimu.dev');
    await page.unroute('**/user/edit');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(toasts).toContain('保存成功');
    expect(await field(form, 'email').inputValue()).toBe('editor-new@jimu.dev');
    await page.reload();
    await expect.poll(() => field(form, 'email').inputValue()).toBe('editor-new@jimu.dev');

    // The password form: the server's "字段 oldPassword 不正确" shows under 原密码, not as a toast.
    await page.goto(`${app.url}/#/user_center/password`);
    await field(form, 'oldPassword').fill('wrong-one');
    await field(form, 'newPassword').fill('brand-new-1');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => errorOf(form, 'oldPassword').innerText()).toBe('原密码不正确');
    expect(await values(form, ['oldPassword', 'newPassword'])).toEqual(['wrong-one', 'brand-new-1']);
    expect((await toasts()).join(' ')).not.toContain('oldPassword');
  });

  it('#11.1 a save that gets no answer within the client timeout keeps the input and says so', async () => {
    page = await ctx.open('/user_center/personalCenter', { account: 'editor' });
    const form = page.getByTestId('form-page');
    await field(form, 'email').waitFor();
    // The server never answers; the page's clock runs the client's 10 s timeout at once.
    await page.clock.install();
    await page.route('**/user/edit', () => undefined);
    await field(form, 'email').fill('editor-late@jimu.dev');
    const sent = page.waitForRequest('**/user/edit');
    await form.getByRole('button', { name: '保存' }).click();
    await sent;
    await page.clock.runFor(10_500);
    await expect.poll(async () => (await toasts()).join(' ')).toContain('请求超时');
    expect(await field(form, 'email').inputValue()).toBe('editor-late@jimu.dev');
    expect(await form.getByRole('button', { name: '保存' }).isEnabled()).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('ER-04 a save or a delete answered with a bare "ok" is "result unknown": a warning, logged, the list reloaded, the input kept', async () => {
    await openList('/user_center/userManagement', 'users');
    // Every call of the list and the writes, in order: a reload is a list call after the write.
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/userManagement\/(getList|doEdit|doDelete)$/.test(path))
        calls.push(`${request.method()} ${path}`);
    });
    const reloadedAfter = (write: string) => {
      const at = calls.lastIndexOf(write);
      return at >= 0 && calls.slice(at + 1).includes('GET /userManagement/getList');
    };
    const bareOk = { status: 200, contentType: 'application/json', body: JSON.stringify('ok') };
    const warnings = () => page.locator('.semi-toast-warning .semi-toast-content-text').allInnerTexts();
    const unknown = '结果未知：服务器的回答无法识别，已重新加载列表';

    await page.route('**/userManagement/doEdit', (route) => route.fulfill(bareOk));
    const row = page.locator('.jimu-crud tbody tr.jimu-table-row').nth(3);
    await row.getByRole('button', { name: '编辑' }).click();
    await field(modal(), 'email').fill('unknown-result@jimu.dev');
    await modal().getByRole('button', { name: '保存' }).click();
    await expect.poll(warnings).toContain(unknown);
    await expect.poll(() => reloadedAfter('POST /userManagement/doEdit')).toBe(true);
    // The dialog stays open with what was typed, and nothing said the save succeeded.
    expect(await modal().isVisible()).toBe(true);
    expect(await field(modal(), 'email').inputValue()).toBe('unknown-result@jimu.dev');
    expect(await toasts()).not.toContain('保存成功');
    expect(await warnings()).toEqual([unknown]);
    await modal().getByRole('button', { name: '取消' }).click();
    await modal().waitFor({ state: 'detached' });
    // The save's warning goes first (3 s), so the delete's own warning is the one counted.
    await expect.poll(warnings, { timeout: 10_000 }).toEqual([]);

    await page.route('**/userManagement/doDelete', (route) => route.fulfill(bareOk));
    await row.getByRole('button', { name: '删除' }).click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => reloadedAfter('POST /userManagement/doDelete')).toBe(true);
    await expect.poll(warnings).toEqual([unknown]);
    expect(await toasts()).not.toContain('删除成功');

    // The error log names each call and the shape the envelope provider expected.
    await page.getByRole('button', { name: '错误日志 (2)' }).click();
    const entries = page.getByRole('dialog', { name: '错误日志' }).locator('.jimu-error-log-entry');
    await entries.nth(1).waitFor();
    const logged = (await entries.allInnerTexts()).join('\n');
    expect(logged).toContain('POST /userManagement/doEdit');
    expect(logged).toContain('POST /userManagement/doDelete');
    expect(logged).toContain('应为信封 {code, msg, data}，收到 "ok"');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('#11.1 the read-only account sees its profile with no enabled 保存', async () => {
    page = await ctx.open('/user_center/personalCenter', { account: 'test' });
    const form = page.getByTestId('form-page');
    await field(form, 'email').waitFor();
    expect(await form.getByRole('button', { name: '保存' }).isDisabled()).toBe(true);
    expect(await form.getByRole('note').textContent()).toBe('当前账号只能查看，不能修改。');
    expect(await field(form, 'email').isDisabled()).toBe(true);
  });
});

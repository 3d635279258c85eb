// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderConfigPage, startSampleMock } from './configPagesHarness';
import type { MockHarness } from './mockHarness';

// No `jimu build` bundle here, so no 'jimu:validators': the pages get run-time validators instead.
vi.mock('../../runtime/forms/getPageValidator', () => ({
  getPageValidator: () => Promise.reject(new Error('tests pass loadValidator')),
}));

// config/pages/users.yaml rendered by ConfigPage against the
// real mock server over loopback, with a real http client — what a person sees, not internals.
describe('users page from config against the mock server', () => {
  let mock: MockHarness;
  let token: string;
  beforeAll(async () => {
    mock = await startSampleMock();
    token = await mock.login('admin');
  });
  afterAll(async () => {
    await mock?.stop();
  });
  afterEach(cleanup);

  const SLOW = { timeout: 15_000 };
  const rows = () => Array.from(document.querySelectorAll('.jimu-crud tbody tr.jimu-table-row'));
  const usernames = () => rows().map((row) => row.querySelectorAll('.jimu-table-cell')[2]?.textContent ?? '');
  const rowOf = (username: string) =>
    rows().find((row) => row.textContent?.includes(username)) as HTMLElement;
  const total = async () =>
    (await mock.call('GET', '/userManagement/getList?pageNo=1&pageSize=1', { token })).body.data
      .total as number;
  const dialog = () => document.querySelector('.semi-modal') as HTMLElement;
  const confirmPopover = async () => {
    const ok = await waitFor(() => {
      const button = document.querySelector('.semi-popconfirm .semi-button-danger') as HTMLElement | null;
      if (!button) throw new Error('no confirmation yet');
      return button;
    });
    await act(async () => fireEvent.click(ok));
  };

  it('K-02 lists page 1 with 20 rows and the total', async () => {
    await renderConfigPage(mock, 'users', 'admin');
    await waitFor(() => expect(rows().length).toBe(20), SLOW);
    expect(usernames()).toContain('admin');
    expect(document.body.textContent).toContain(String(await total()));
  });

  it('searches by a user name substring and resets to the whole list', async () => {
    await renderConfigPage(mock, 'users', 'admin');
    await waitFor(() => expect(rows().length).toBe(20), SLOW);
    const search = await waitFor(() => screen.getByTestId('crud-search'), SLOW);
    await waitFor(() => within(search).getByRole('button', { name: /查询/ }), SLOW);
    fireEvent.change(within(search).getByLabelText(/用户名/), { target: { value: 'edi' } });
    fireEvent.click(within(search).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(usernames()).toEqual(['editor']), SLOW);
    fireEvent.click(within(search).getByRole('button', { name: /重置/ }));
    await waitFor(() => expect(rows().length).toBe(20), SLOW);
  });

  it('API-01 creates a user in the modal; the doEdit call shows the loading indicator', async () => {
    const view = await renderConfigPage(mock, 'users', 'admin');
    await waitFor(() => expect(rows().length).toBe(20), SLOW);
    const before = await total();
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    const modal = await waitFor(() => within(dialog()).getByLabelText(/用户名/) && dialog(), SLOW);
    fireEvent.change(within(modal).getByLabelText(/用户名/), { target: { value: 'created1' } });
    fireEvent.change(within(modal).getByLabelText(/密码/), { target: { value: 'secret123' } });
    fireEvent.change(within(modal).getByLabelText(/邮箱/), { target: { value: 'created1@jimu.dev' } });
    fireEvent.click(within(modal).getByRole('checkbox', { name: /测试/ }));
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: /保存/ })));
    await waitFor(async () => expect(await total()).toBe(before + 1), SLOW);
    await waitFor(() =>
      expect(view.log.loading).toEqual([
        expect.stringMatching(/^start .*\/userManagement\/doEdit$/),
        expect.stringMatching(/^stop .*\/userManagement\/doEdit$/),
      ]),
    );
    // The dialog closed: its form is gone (Semi keeps the hidden modal's shell for the animation).
    await waitFor(() => expect(document.querySelector('.semi-modal form')).toBeNull(), SLOW);
    // The list reloaded: the pager counts the new user.
    await waitFor(
      () =>
        expect(document.querySelector('.jimu-crud-table .jimu-pagination')?.textContent).toContain(
          String(before + 1),
        ),
      SLOW,
    );
  });

  it('shows inline validation errors and sends nothing when the form is invalid', async () => {
    const view = await renderConfigPage(mock, 'users', 'admin');
    await waitFor(() => expect(rows().length).toBe(20), SLOW);
    const before = await total();
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    const modal = await waitFor(() => within(dialog()).getByLabelText(/邮箱/) && dialog(), SLOW);
    fireEvent.change(within(modal).getByLabelText(/邮箱/), { target: { value: 'not-an-email' } });
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: /保存/ })));
    await waitFor(() =>
      expect(modal.querySelectorAll('.semi-form-field-error-message').length).toBeGreaterThan(0),
    );
    expect(view.log.loading).toEqual([]);
    expect(await total()).toBe(before);
  });

  it('edits a user: the password (createOnly) is not asked for, the change is saved', async () => {
    const { body } = await mock.call('POST', '/userManagement/doEdit', {
      token,
      body: { username: 'toEdit', password: 'secret123', email: 'to.edit@jimu.dev', roles: ['Test'] },
    });
    expect(body.code).toBe(200);
    await renderConfigPage(mock, 'users', 'admin', { route: '/users?username=toEdit' });
    await waitFor(() => expect(usernames()).toEqual(['toEdit']), SLOW);
    fireEvent.click(within(rowOf('toEdit')).getByRole('button', { name: /编辑/ }));
    const modal = await waitFor(() => within(dialog()).getByLabelText(/邮箱/) && dialog(), SLOW);
    expect(within(modal).queryByLabelText(/密码/)).toBeNull();
    expect((within(modal).getByLabelText(/邮箱/) as HTMLInputElement).value).toBe('to.edit@jimu.dev');
    fireEvent.change(within(modal).getByLabelText(/邮箱/), { target: { value: 'edited@jimu.dev' } });
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: /保存/ })));
    await waitFor(() => expect(rowOf('toEdit').textContent).toContain('edited@jimu.dev'), SLOW);
  });

  it('deletes a user after the confirmation', async () => {
    await mock.call('POST', '/userManagement/doEdit', {
      token,
      body: { username: 'toDelete', password: 'secret123', email: 'del@jimu.dev', roles: ['Test'] },
    });
    await renderConfigPage(mock, 'users', 'admin', { route: '/users?username=toDelete' });
    await waitFor(() => expect(usernames()).toEqual(['toDelete']), SLOW);
    fireEvent.click(within(rowOf('toDelete')).getByRole('button', { name: /删除/ }));
    // The confirmation (Semi Popconfirm) loads on this first click.
    expect(await screen.findByText('确定删除这条记录吗？', {}, SLOW)).toBeTruthy();
    await confirmPopover();
    await waitFor(() => expect(rows().length).toBe(0), SLOW);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('deletes the selected rows in one batch', async () => {
    for (const name of ['batchA', 'batchB', 'batchC']) {
      await mock.call('POST', '/userManagement/doEdit', {
        token,
        body: { username: name, password: 'secret123', email: `${name}@jimu.dev`, roles: ['Test'] },
      });
    }
    await renderConfigPage(mock, 'users', 'admin', { route: '/users?username=batch' });
    await waitFor(() => expect(usernames().sort()).toEqual(['batchA', 'batchB', 'batchC']), SLOW);
    const batch = screen.getByRole('button', { name: /批量删除/ }) as HTMLButtonElement;
    expect(batch.disabled).toBe(true);
    for (const name of ['batchA', 'batchC']) fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByText('已选 2 条')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    await confirmPopover();
    await waitFor(() => expect(usernames()).toEqual(['batchB']), SLOW);
  });
});

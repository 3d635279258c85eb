// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageConfig } from '../../schemas/types.gen';
import { renderConfigPage, startSampleMock } from './configPagesHarness';
import type { MockHarness } from './mockHarness';

vi.mock('../../runtime/forms/getPageValidator', () => ({
  getPageValidator: () => Promise.reject(new Error('tests pass loadValidator')),
}));

// Paging, sorting, tree and card modes, and the form, detail and dashboard kinds, from config alone.
describe('config page kinds against the mock server', () => {
  let mock: MockHarness;
  beforeAll(async () => {
    mock = await startSampleMock();
  });
  afterAll(async () => {
    await mock?.stop();
  });
  afterEach(cleanup);

  const SLOW = { timeout: 15_000 };
  const rows = () => Array.from(document.querySelectorAll('.jimu-crud tbody tr.jimu-table-row'));
  const ids = () => rows().map((row) => Number(row.querySelectorAll('.jimu-table-cell')[1]?.textContent));

  it('K-02 comprehensive table: page change and server sort by a sortable column', async () => {
    await renderConfigPage(mock, 'comprehensiveTable', 'admin');
    await waitFor(() => expect(ids()).toEqual(Array.from({ length: 20 }, (_, i) => i + 1)), SLOW);
    fireEvent.click(screen.getByText('2', { selector: '.jimu-pagination-item' }));
    await waitFor(() => expect(ids()[0]).toBe(21), SLOW);
    const idHeader = Array.from(document.querySelectorAll('.jimu-table-thead th')).find(
      (th) => th.textContent === '编号',
    );
    const sorter = () => within(idHeader as HTMLElement).getByRole('button');
    fireEvent.click(sorter());
    await waitFor(() => expect(ids().slice(0, 3)).toEqual([1, 2, 3]), SLOW);
    expect(idHeader?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sorter());
    await waitFor(() => expect(ids().slice(0, 3)).toEqual([50, 49, 48]), SLOW);
    expect(idHeader?.getAttribute('aria-sort')).toBe('descending');
    // A third click drops the sort: the server's order again, from page 1.
    fireEvent.click(sorter());
    await waitFor(() => expect(idHeader?.getAttribute('aria-sort')).toBe('none'), SLOW);
    await waitFor(() => expect(ids().slice(0, 3)).toEqual([1, 2, 3]), SLOW);
  });

  it('departments show as an expandable tree', async () => {
    await renderConfigPage(mock, 'departments', 'admin');
    // Root and child rows are both visible: the tree opens expanded (children under their parent).
    await waitFor(() => expect(screen.getAllByText('积木科技').length).toBeGreaterThan(0), SLOW);
    await waitFor(() => expect(screen.getAllByText('研发中心').length).toBeGreaterThan(0), SLOW);
    const names = rows().map((row) => row.querySelectorAll('.jimu-table-cell')[0]?.textContent);
    expect(names.indexOf('研发中心')).toBeGreaterThan(names.indexOf('积木科技'));
    const open = document.querySelectorAll('.jimu-table-expand[aria-expanded="true"]');
    expect(open.length).toBeGreaterThan(0);
    // Collapsing the root hides its children; expanding shows them again.
    fireEvent.click(open[0]);
    await waitFor(() => expect(screen.queryAllByText('研发中心').length).toBe(0));
    fireEvent.click(document.querySelector('.jimu-table-expand[aria-expanded="false"]') as HTMLElement);
    await waitFor(() => expect(screen.getAllByText('研发中心').length).toBeGreaterThan(0));
  });

  it('goods show as cards with image, title, price, labels and company, and search by title', async () => {
    await renderConfigPage(mock, 'goods', 'admin');
    const cards = await waitFor(() => {
      const found = screen.getByTestId('crud-cards').querySelectorAll('.jimu-crud-card');
      expect(found.length).toBe(12);
      return found;
    }, SLOW);
    const first = cards[0] as HTMLElement;
    expect(first.querySelector('img')).toBeTruthy();
    expect(first.textContent).toContain('积木工作台专业版');
    expect(first.textContent).toContain('1999');
    expect(first.textContent).toContain('热门');
    expect(first.textContent).toContain('砖瓦工作室');
    const search = await waitFor(() => screen.getByTestId('crud-search'), SLOW);
    await waitFor(() => within(search).getByRole('button', { name: /查询/ }), SLOW);
    fireEvent.change(within(search).getByLabelText(/标题/), { target: { value: '表单' } });
    fireEvent.click(within(search).getByRole('button', { name: /查询/ }));
    await waitFor(
      () => expect(screen.getByTestId('crud-cards').querySelectorAll('.jimu-crud-card').length).toBe(1),
      SLOW,
    );
  });

  it('the personal centre loads the profile and saves it to /user/edit', async () => {
    await renderConfigPage(mock, 'personalCenter', 'editor');
    const email = await waitFor(() => screen.getByLabelText(/邮箱/) as HTMLInputElement, SLOW);
    expect(email.value).toBe('editor@jimu.dev');
    fireEvent.change(email, { target: { value: 'editor.new@jimu.dev' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保存/ })));
    const token = await mock.login('editor');
    await waitFor(async () => {
      const info = await mock.call('GET', '/user_info', { token });
      expect(info.body.data.email).toBe('editor.new@jimu.dev');
    }, SLOW);
  });

  it('the password form sends PUT /v1/users/password; the new password signs in', async () => {
    await renderConfigPage(mock, 'personalPassword', 'test');
    const current = await waitFor(() => screen.getByLabelText(/原密码/), SLOW);
    fireEvent.change(current, { target: { value: 'jimu123456' } });
    fireEvent.change(screen.getByLabelText(/新密码/), { target: { value: 'changed-123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保存/ })));
    await waitFor(async () => expect(await mock.login('test', 'changed-123')).toMatch(/^test-token/), SLOW);
  });

  it('RT-07 a detail page reads its id from the route and loads that record', async () => {
    const page: PageConfig = {
      kind: 'detail',
      title: 'page.table.title',
      resource: 'table',
      fields: [
        { field: 'id', title: 'field.id' },
        { field: 'title', title: 'field.title' },
        { field: 'author', title: 'field.author' },
      ],
    };
    await renderConfigPage(mock, 'tableDetail', 'admin', { page, route: '/vab/table/detail?id=7' });
    const detail = await waitFor(() => screen.getByTestId('detail'), SLOW);
    expect(detail.getAttribute('data-id')).toBe('7');
    const token = await mock.login('admin');
    const { body } = await mock.call('GET', '/table/getList?id=7', { token });
    expect(detail.textContent).toContain(body.data.list[0].title);
    expect(detail.textContent).toContain(body.data.list[0].author);
  });

  it('the home dashboard reads each figure from its endpoint', async () => {
    await renderConfigPage(mock, 'home', 'admin');
    await waitFor(() => expect(screen.getAllByTestId('dashboard-value').length).toBe(7), SLOW);
    const card = (title: string) =>
      Array.from(document.querySelectorAll('.jimu-dashboard-card')).find((c) =>
        c.textContent?.includes(title),
      );
    expect(card('文章数')?.textContent).toContain('50');
    expect(card('商品数')?.textContent).toContain('12');
    expect(card('版本')?.textContent).toContain('1.0.0');
  });
});

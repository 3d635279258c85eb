// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, renderConfigPage, startSampleMock } from './configPagesHarness';
import type { MockHarness } from './mockHarness';

vi.mock('../../runtime/forms/getPageValidator', () => ({
  getPageValidator: () => Promise.reject(new Error('tests pass loadValidator')),
}));

// Buttons and columns a user may not use are absent, not disabled — per demo account.
describe('PM-03 crud buttons and columns per account', () => {
  let mock: MockHarness;
  beforeAll(async () => {
    mock = await startSampleMock();
  });
  afterAll(async () => {
    await mock?.stop();
  });
  afterEach(cleanup);

  const SLOW = { timeout: 15_000 };
  const buttons = (name: RegExp) => screen.queryAllByRole('button', { name });
  const headers = () =>
    Array.from(document.querySelectorAll('.jimu-table-thead th')).map((th) => th.textContent ?? '');

  const expectations: [Account, { add: boolean; edit: boolean; remove: boolean; actions: boolean }][] = [
    ['admin', { add: true, edit: true, remove: true, actions: true }],
    ['editor', { add: true, edit: true, remove: false, actions: true }],
    ['test', { add: false, edit: false, remove: false, actions: false }],
  ];

  it.each(expectations)('PM-03 %s sees exactly the user actions they may use', async (account, expected) => {
    await renderConfigPage(mock, 'users', account);
    await waitFor(
      () => expect(document.querySelectorAll('.jimu-crud tbody tr.jimu-table-row').length).toBe(20),
      SLOW,
    );
    expect(buttons(/^新增$/).length > 0).toBe(expected.add);
    expect(buttons(/^编辑$/).length).toBe(expected.edit ? 20 : 0);
    expect(buttons(/^删除$/).length).toBe(expected.remove ? 20 : 0);
    expect(buttons(/批量删除/).length > 0).toBe(expected.remove);
    // Without delete there is nothing to select rows for.
    expect(document.querySelectorAll('.jimu-crud tbody input[type="checkbox"]').length > 0).toBe(
      expected.remove,
    );
    expect(headers().includes('操作')).toBe(expected.actions);
  });

  it('PM-03 the read-only account sees the system log with search and refresh, no writes', async () => {
    await renderConfigPage(mock, 'systemLog', 'test');
    await waitFor(
      () => expect(document.querySelectorAll('.jimu-crud tbody tr.jimu-table-row').length).toBe(20),
      SLOW,
    );
    expect(buttons(/刷新/).length).toBe(1);
    expect(buttons(/导出/).length).toBe(1);
    expect(buttons(/新增|编辑|删除/).length).toBe(0);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, testDataProvider, UnknownResultError } from '../data';
import { renderColumnCell } from './renderCell';
import { testCellContext } from './testCellContext';

afterEach(cleanup);

const column = { field: 'switch', title: 'field.switch', cell: 'switch' as const };
const row = { id: 3, switch: false };

describe('switch cell', () => {
  it('saves the flipped value through provider.update and tells the page', async () => {
    const update = vi.fn(async () => undefined);
    const onSaved = vi.fn();
    const context = testCellContext({ provider: testDataProvider({ update }), onSaved });
    render(<div>{renderColumnCell(column, row, context)}</div>);
    await act(async () => fireEvent.click(screen.getByRole('switch')));
    expect(update).toHaveBeenCalledWith('table', 3, { switch: true });
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('flips back when the save fails (the http client already showed why)', async () => {
    const refused = new HttpError({ status: 403, message: '无权限执行此操作', url: '/table/doEdit' });
    const update = vi.fn(async () => Promise.reject(refused));
    const onSaved = vi.fn();
    render(
      <div>
        {renderColumnCell(column, row, testCellContext({ provider: testDataProvider({ update }), onSaved }))}
      </div>,
    );
    await act(async () => fireEvent.click(screen.getByRole('switch')));
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false'));
    expect(update).toHaveBeenCalledOnce();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('flips back and reloads the list when the result of the save is unknown', async () => {
    const unknown = new UnknownResultError({
      method: 'POST',
      path: '/table/doEdit',
      expected: 'envelope',
      message: 'result unknown',
      body: 'ok',
    });
    const update = vi.fn(async () => Promise.reject(unknown));
    const onSaved = vi.fn();
    render(
      <div>
        {renderColumnCell(column, row, testCellContext({ provider: testDataProvider({ update }), onSaved }))}
      </div>,
    );
    await act(async () => fireEvent.click(screen.getByRole('switch')));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('is disabled without write permission and makes no call', async () => {
    render(
      <div>{renderColumnCell(column, { id: 3, switch: true }, testCellContext({ canEdit: false }))}</div>,
    );
    const control = screen.getByRole('switch');
    expect(control.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(control));
    expect(control.getAttribute('aria-checked')).toBe('true');
  });
});

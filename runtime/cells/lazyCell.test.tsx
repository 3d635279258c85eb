// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CellRenderer } from './CellContext';
import { lazyCell } from './lazyCell';
import { testCellContext } from './testCellContext';

afterEach(cleanup);

const Bold: CellRenderer = ({ value }) => <b data-testid="loaded">{String(value)}</b>;
const props = { value: 'draft', row: {}, options: { type: 'tag' }, context: testCellContext() };

describe('lazyCell', () => {
  it('shows the plain value until its renderer loads, then the renderer; later cells render at once', async () => {
    const load = vi.fn(() => Promise.resolve(Bold));
    const Cell = lazyCell(load);
    const first = render(<Cell {...props} />);
    expect(first.container.textContent).toBe('draft');
    expect(screen.queryByTestId('loaded')).toBeNull();
    expect((await screen.findByTestId('loaded')).textContent).toBe('draft');
    cleanup();
    render(<Cell {...props} value="again" />);
    expect(screen.getByTestId('loaded').textContent).toBe('again');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next mount after a failed load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Bold);
    const Cell = lazyCell(load);
    render(<Cell {...props} />);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByTestId('loaded')).toBeNull();
    cleanup();
    render(<Cell {...props} />);
    expect((await screen.findByTestId('loaded')).textContent).toBe('draft');
    error.mockRestore();
  });
});

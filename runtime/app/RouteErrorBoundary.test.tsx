// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../data/ChunkLoadError';
import { HttpError } from '../data/HttpError';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const outage = { title: '无法连接服务器', detail: '网络连接中断或服务器暂时不可用' };
const codeFailure = {
  title: '此页面的代码没有加载成功',
  detail: '重新加载页面会取回最新的代码。',
  reloadLabel: '重新加载',
};

/** Throws `failure.error` while it is set: the server is down until the test clears it. */
function Page({ failure }: { failure: { error?: Error } }) {
  if (failure.error) throw failure.error;
  return <p>the page</p>;
}

function view(failure: { error?: Error }, visit = 'a', reloadPage = () => undefined) {
  return (
    <MemoryRouter>
      <RouteErrorBoundary
        resetKey="/x"
        visit={visit}
        title="页面加载失败"
        outage={outage}
        codeFailure={codeFailure}
        retryLabel="重试"
        reloadPage={reloadPage}
      >
        <Page failure={failure} />
      </RouteErrorBoundary>
    </MemoryRouter>
  );
}

describe('#11.6 the route failure view', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('tells an outage in its own words and 重试 mounts the view again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure: { error?: Error } = {
      error: new HttpError({ status: 0, reason: 'network', message: 'x', url: '/x' }),
    };
    render(view(failure));
    expect(screen.getByText('无法连接服务器')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('无法连接服务器')).toBeTruthy();
    failure.error = undefined;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it("says the page's code did not load, never 'chunk load error', and offers to reload the page or retry", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reloadPage = vi.fn();
    const failure: { error?: Error } = { error: new ChunkLoadError('script') };
    render(view(failure, 'a', reloadPage));
    expect(screen.getByText('此页面的代码没有加载成功')).toBeTruthy();
    expect(screen.queryByText('chunk load error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    failure.error = undefined;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('shows a bug as it is, and a new visit to the failed view tries again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure: { error?: Error } = { error: new Error('x is not a function') };
    const { rerender } = render(view(failure, 'a'));
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText('x is not a function')).toBeTruthy();
    failure.error = undefined;
    act(() => rerender(view(failure, 'b')));
    expect(screen.getByText('the page')).toBeTruthy();
  });
});

import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../data/ChunkLoadError';

/**
 * The last line of defence: an error that escapes every page boundary (a broken shell, say) shows
 * its message and a reload button, never a white screen; code that did not arrive (the console's
 * frame) is told as such. Plain elements only — Semi or i18n may be what failed.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" style={{ maxWidth: 640, margin: '15vh auto', padding: 24, fontFamily: 'sans-serif' }}>
        {error instanceof ChunkLoadError ? (
          <>
            <h1 style={{ fontSize: 20 }}>页面的代码没有加载成功 / The page's code could not be loaded</h1>
            <p>
              网络连接中断、服务器没有启动，或控制台已更新。 / The network may be down, the server may not be
              running, or the console was updated.
            </p>
          </>
        ) : (
          <>
            <h1 style={{ fontSize: 20 }}>页面出错了 / Something went wrong</h1>
            <p style={{ color: '#b42318' }}>{error.message}</p>
          </>
        )}
        <button type="button" onClick={() => window.location.reload()}>
          重新加载 / Reload
        </button>
      </div>
    );
  }
}

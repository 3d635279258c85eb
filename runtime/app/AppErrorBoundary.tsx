import { Component, type ReactNode } from 'react';

/**
 * The last line of defence: an error that escapes every page boundary (a broken shell, say) shows
 * its message and a reload button, never a white screen. Plain elements only — Semi or i18n may be
 * what failed.
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
        <h1 style={{ fontSize: 20 }}>页面出错了 / Something went wrong</h1>
        <p style={{ color: '#b42318' }}>{error.message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          重新加载 / Reload
        </button>
      </div>
    );
  }
}

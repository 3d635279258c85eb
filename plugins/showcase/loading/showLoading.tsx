import Button from '@douyinfe/semi-ui/lib/es/button';
import { createRoot } from 'react-dom/client';
import './loading.css';

export type LoadingStyle = 'spin' | 'dots' | 'bar';

export interface ShowLoadingOptions {
  text: string;
  style?: LoadingStyle;
  /** Closes by itself after this many ms. Default 3000. */
  duration?: number;
  /** Label of the cancel button; none when left out. */
  cancelText?: string;
}

function Indicator({ style }: { style: LoadingStyle }) {
  if (style === 'dots')
    return (
      <span className="jimu-showcase-loading-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    );
  if (style === 'bar') return <span className="jimu-showcase-loading-bar" aria-hidden="true" />;
  return <span className="jimu-showcase-loading-spin" aria-hidden="true" />;
}

/**
 * A full-screen overlay that blocks clicks, announced as busy status (role=status, aria-busy),
 * closing after `duration` or on its cancel button. Returns the close function. The runtime has no
 * such service: it is the loading demo's own.
 *
 * @example const close = showLoading({ text: '正在加载…', style: 'dots' });
 */
export function showLoading({
  text,
  style = 'spin',
  duration = 3000,
  cancelText,
}: ShowLoadingOptions): () => void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    window.clearTimeout(timer);
    root.unmount();
    host.remove();
  };
  const timer = window.setTimeout(close, duration);
  root.render(
    <div
      className="jimu-showcase-loading-overlay"
      role="status"
      aria-busy="true"
      aria-live="polite"
      data-testid="showcase-loading-overlay"
    >
      <Indicator style={style} />
      <span>{text}</span>
      {cancelText ? (
        <Button theme="solid" onClick={close} autoFocus>
          {cancelText}
        </Button>
      ) : null}
    </div>,
  );
  return close;
}

import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { ChunkLoadError } from '../data/ChunkLoadError';
import { ResultPage } from '../shell/ResultPage';
import { isOutage } from './isOutage';

export interface RouteErrorBoundaryProps {
  /** Resets the boundary when it changes (a new route, a reload). */
  resetKey: string;
  /** The visit (the location's key): a new visit to a failed view — a menu or tab click — tries again. */
  visit?: string;
  title: string;
  /** What the failure view says when the network or the server was unreachable. */
  outage: { title: string; detail: string };
  /** What it says when the page's code did not arrive, and the label of the button that reloads the page. */
  codeFailure: { title: string; detail: string; reloadLabel: string };
  /** The label of the button that loads the view again. */
  retryLabel: string;
  /** Loads the whole page again (the browser's reload; a test hands in its own). */
  reloadPage?: () => void;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  key: string;
  visit?: string;
  /** Bumped by 重试: the view mounts anew, so its code and data are fetched again. */
  attempt: number;
}

/**
 * A page that throws shows its message in place, never a white screen; the shell keeps working.
 * The failure view offers 重试, which mounts the view again without a reload; an unreachable
 * network or server is told as such, never as a bundler's 'chunk load error'. When the page's own
 * code did not arrive it says so, and offers to reload the page as well: after a new release the
 * old code files are gone, and only a reload fetches the current ones.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: null,
    key: this.props.resetKey,
    visit: this.props.visit,
    attempt: 0,
  };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.resetKey !== state.key) return { error: null, key: props.resetKey, visit: props.visit };
    if (props.visit === state.visit) return null;
    return state.error
      ? { error: null, visit: props.visit, attempt: state.attempt + 1 }
      : { visit: props.visit };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const code = error instanceof ChunkLoadError;
    const outage = isOutage(error);
    const told = code ? this.props.codeFailure : outage ? this.props.outage : undefined;
    // Beside the reload, 重试 is the second choice.
    const retry = (
      <button
        type="button"
        className={`jimu-button jimu-result-action${code ? ' jimu-result-action-second' : ''}`}
        onClick={this.retry}
      >
        {this.props.retryLabel}
      </button>
    );
    const reloadPage = this.props.reloadPage ?? (() => window.location.reload());
    return (
      <ResultPage
        code="!"
        title={told ? told.title : this.props.title}
        detail={told ? told.detail : error.message}
        action={
          code ? (
            <div className="jimu-result-actions">
              <button type="button" className="jimu-button jimu-result-action" onClick={reloadPage}>
                {this.props.codeFailure.reloadLabel}
              </button>
              {retry}
            </div>
          ) : (
            retry
          )
        }
        homeLink
      />
    );
  }
}

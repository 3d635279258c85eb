import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ResultPage } from '../pages/ResultPage';

export interface RouteErrorBoundaryProps {
  /** Resets the boundary when it changes (a new route, a reload). */
  resetKey: string;
  title: string;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

/** A page that throws shows its message in place, never a white screen; the shell keeps working. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { error: Error | null; key: string }
> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: { error: Error | null; key: string },
  ) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    const { error } = this.state;
    if (error) return <ResultPage code="!" title={this.props.title} detail={error.message} homeLink />;
    return this.props.children;
  }
}

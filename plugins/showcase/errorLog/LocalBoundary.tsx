import { Component, type ReactNode } from 'react';

interface LocalBoundaryProps {
  /** Called once per caught error: the demo sends it to the error log itself (production React does not). */
  onError(error: Error): void;
  fallback(error: Error, retry: () => void): ReactNode;
  children: ReactNode;
}

/** Catches a render error of its children only, so the rest of the page keeps working. */
export class LocalBoundary extends Component<LocalBoundaryProps, { error: Error | null }> {
  override state = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error, () => this.setState({ error: null })) : this.props.children;
  }
}

import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@farmplate/design-system/core';
import { RemoteFallback } from './RemoteFallback';

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  /** A failure is forgotten when this changes (the visitor went elsewhere). */
  resetKey: string;
}

/** Shows `fallback` in the place of whatever below it throws while rendering. */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of FarmPlate failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface RemoteBoundaryProps {
  children: ReactNode;
  /** Shown while loading; a spinner by default. */
  loading?: ReactNode;
  /** Shown when loading or rendering fails; the spec's fallback screen by default. */
  fallback?: ReactNode;
}

/**
 * Suspense and an error boundary around one remote: whatever it throws stays in its place, and the
 * shell around it keeps working. Navigating to another page gives the remote a fresh try.
 */
export function RemoteBoundary({ children, loading, fallback = <RemoteFallback /> }: RemoteBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={fallback}>
      <Suspense fallback={loading ?? <Spinner label="Loading" />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

import { Component, type ReactNode } from 'react';

/**
 * Renders nothing instead of its children when they fail (a lazy piece whose code did not arrive),
 * so an optional part of the page never replaces the page with the error screen.
 */
export class QuietBoundary extends Component<
  { children: ReactNode; onError?: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

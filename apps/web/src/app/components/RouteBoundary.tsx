import { Component, type ReactNode, Suspense } from 'react';
import { type Location, Outlet, useLocation } from 'react-router';
import { usePageScroll } from '../scroll-restoration';
import { RouteError } from './RouteError';

type Props = { location: Location; children: ReactNode };
type State = { failed: boolean; error: unknown; location: Location };

/** Shows RouteError in place of what threw (a page, or a chunk that did not load) until the next navigation. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location
      ? null
      : { failed: false, error: null, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

function PageScroll() {
  usePageScroll();
  return null;
}

/**
 * The pages' boundary inside a layout (a pathless route): a failing page or chunk is told inside the
 * layout (the header stays), and a page whose code is still loading shows `fallback` there, on a
 * page the browser renders itself (the data router's HydrateFallback).
 */
export function RouteBoundary({ fallback }: { fallback: ReactNode }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={fallback}>
        <Outlet />
        <PageScroll />
      </Suspense>
    </RouteErrorBoundary>
  );
}

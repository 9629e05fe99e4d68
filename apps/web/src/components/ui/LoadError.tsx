import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { RefreshIcon } from './icons';

type LoadErrorProps = {
  error: unknown;
  /** Absent when asking again cannot help (a missing item). */
  onRetry?: () => void;
  retrying?: boolean;
  /** What could not load ('We could not load the categories.'); the server's words follow. */
  title?: string;
  /** Words of the page's own instead of the server's (a missing item explained). */
  message?: ReactNode;
  /**
   * 'panel' (the default) sits where the missing part would be. 'page' stands in for what the page
   * or its list would show: centred, its title a heading (the page's h1 where nothing else is on
   * it), with the ways out (`links`) beside Try again.
   */
  layout?: 'panel' | 'page';
  headingLevel?: 1 | 2;
  icon?: ReactNode;
  links?: ReactNode;
};

/** A read that failed: what could not load, the server's words and Try again. */
export function LoadError({
  error,
  onRetry,
  retrying = false,
  title,
  message,
  layout = 'panel',
  headingLevel = 2,
  icon,
  links,
}: LoadErrorProps) {
  const retry = onRetry ? (
    <Button
      variant={layout === 'page' ? 'primary' : 'secondary'}
      size={layout === 'page' ? 'md' : 'sm'}
      onClick={onRetry}
      loading={retrying}
    >
      {retrying ? null : <RefreshIcon aria-hidden="true" />}
      Try again
    </Button>
  ) : null;
  const words = message ?? errorMessage(error);

  if (layout === 'page') {
    return (
      <EmptyState
        headingLevel={headingLevel}
        icon={icon}
        title={title ?? 'We could not load this page'}
        actions={
          retry || links ? (
            <>
              {retry}
              {links}
            </>
          ) : null
        }
      >
        <p role="alert">{words}</p>
      </EmptyState>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-danger-700 ring-1 ring-red-100"
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{words}</p>
      {retry}
    </div>
  );
}

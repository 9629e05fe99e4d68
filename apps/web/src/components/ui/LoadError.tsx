import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { RefreshIcon } from './icons';

/** The read that failed: a TanStack Query result fits as it is. */
export type FailedRead = { error: unknown; refetch: () => unknown; isFetching?: boolean };

type LoadErrorProps = {
  read: FailedRead;
  /** False when asking again cannot help (a missing item). */
  canRetry?: boolean;
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
  read,
  canRetry = true,
  title,
  message,
  layout = 'panel',
  headingLevel = 2,
  icon,
  links,
}: LoadErrorProps) {
  const retrying = read.isFetching ?? false;
  const retry = canRetry ? (
    <Button
      variant={layout === 'page' ? 'primary' : 'secondary'}
      size={layout === 'page' ? 'md' : 'sm'}
      onClick={() => void read.refetch()}
      loading={retrying}
    >
      {retrying ? null : <RefreshIcon aria-hidden="true" />}
      Try again
    </Button>
  ) : null;
  const words = message ?? errorMessage(read.error);

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

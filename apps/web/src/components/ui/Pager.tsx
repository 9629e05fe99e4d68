import type { Pagination } from '@oja/contract/envelope';
import { formatCount } from '@oja/contract/money';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { Button, buttonClasses } from './Button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** `?page=` of a paged list; anything else is the first page. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The query string with another page, the rest kept (the first page has no `page=`). */
function withPage(params: URLSearchParams, target: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (target <= 1) next.delete('page');
  else next.set('page', String(target));
  return next;
}

/**
 * Previous / 'Page 2 of 5' / Next under a paged list, nothing when it all fits on one page. The page
 * is the address's `?page=` (back and reload keep it; the rest of the query string stays). The
 * catalogue's pages are server rendered, so theirs are links that work before the script loads and
 * that crawlers follow; the signed-in lists only render in the browser and move with buttons.
 * Newest-first lists (messages, notices, a wallet's history) say Newer and Older.
 */
export function Pager({
  pagination,
  label,
  controls = 'buttons',
  newestFirst = false,
}: {
  pagination: Pick<Pagination, 'page' | 'lastPage'>;
  label: string;
  controls?: 'links' | 'buttons';
  newestFirst?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const { page, lastPage } = pagination;
  if (lastPage <= 1) return null;

  const step = (target: number, rel: 'prev' | 'next', words: ReactNode) => {
    const enabled = target >= 1 && target <= lastPage;
    if (controls === 'buttons') {
      return (
        <Button
          variant="secondary"
          size="sm"
          disabled={!enabled}
          onClick={() => setParams(withPage(params, target))}
        >
          {words}
        </Button>
      );
    }
    const search = withPage(params, target).toString();
    return enabled ? (
      <Link to={search ? `?${search}` : '?'} rel={rel} className={buttonClasses('secondary', 'sm')}>
        {words}
      </Link>
    ) : (
      // Leads nowhere: dimmed and marked disabled (an inactive control needs no text contrast), and
      // hidden from screen readers.
      <span
        className={cn(buttonClasses('secondary', 'sm'), 'pointer-events-none opacity-40')}
        aria-hidden="true"
        aria-disabled="true"
      >
        {words}
      </span>
    );
  };

  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 pt-2">
      {step(
        page - 1,
        'prev',
        <>
          <ChevronLeftIcon aria-hidden="true" /> {newestFirst ? 'Newer' : 'Previous'}
        </>,
      )}
      <span className="text-sm text-ink-600 tabular-nums" aria-live="polite">
        Page {page} of {formatCount(lastPage)}
      </span>
      {step(
        page + 1,
        'next',
        <>
          {newestFirst ? 'Older' : 'Next'} <ChevronRightIcon aria-hidden="true" />
        </>,
      )}
    </nav>
  );
}

import type { Pagination } from '@oja/contract/envelope';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

/**
 * Previous/next page links that keep the rest of the query string (`?page=`). At either end the
 * missing link shows dimmed and marked disabled (an inactive control needs no text contrast).
 */
export function Pager({ pagination, label = 'Pages' }: { pagination: Pagination; label?: string }) {
  const [params] = useSearchParams();
  const { page, lastPage } = pagination;
  if (lastPage <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  const link =
    'inline-flex h-10 items-center gap-1 rounded-lg border border-ink-200 bg-white px-3 text-sm font-semibold text-ink-800 hover:border-brand-300 hover:text-brand-700';
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={link} rel="prev">
          <ChevronLeftIcon aria-hidden /> Previous
        </Link>
      ) : (
        <span className={cn(link, 'pointer-events-none opacity-40')} aria-hidden="true" aria-disabled="true">
          <ChevronLeftIcon /> Previous
        </span>
      )}
      <span className="text-sm text-ink-600 tabular-nums">
        Page {page} of {lastPage.toLocaleString('en-US')}
      </span>
      {page < lastPage ? (
        <Link to={to(page + 1)} className={link} rel="next">
          Next <ChevronRightIcon aria-hidden />
        </Link>
      ) : (
        <span className={cn(link, 'pointer-events-none opacity-40')} aria-hidden="true" aria-disabled="true">
          Next <ChevronRightIcon />
        </span>
      )}
    </nav>
  );
}

export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

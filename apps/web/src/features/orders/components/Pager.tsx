import type { Pagination } from '@oja/contract/envelope';
import { Button } from '../../../components/ui/Button';

/** Previous / 'Page 2 of 5' / Next under a paged list; nothing when everything fits on one page. */
export function Pager({
  label,
  pagination,
  onPage,
}: {
  label: string;
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  if (pagination.lastPage <= 1) return null;
  const { page, lastPage } = pagination;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 pt-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-ink-600" aria-live="polite">
        Page {page} of {lastPage}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

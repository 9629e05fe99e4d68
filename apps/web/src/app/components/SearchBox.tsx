import { type FormEvent, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';

/** Submits to /products?search=; the products page reads it. */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    navigate(value ? `/products?${new URLSearchParams({ search: value })}` : '/products');
  }

  return (
    <search className={cn('w-full', className)}>
      <form onSubmit={submit} className="relative flex w-full">
        <label htmlFor={inputId} className="sr-only">
          Search products, brands and categories
        </label>
        <input
          id={inputId}
          name="search"
          type="search"
          defaultValue={params.get('search') ?? ''}
          key={params.get('search') ?? ''}
          placeholder="Search products and brands"
          maxLength={100}
          enterKeyHint="search"
          className="h-11 w-full rounded-l-lg border border-r-0 border-ink-300 bg-white pl-10 pr-3 text-base text-ink-900 placeholder:text-sm placeholder:text-ink-500 sm:placeholder:text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/25"
        />
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-lg text-ink-500"
        />
        {/* On a phone the button is its icon, so the placeholder is read whole in the field. */}
        <button
          type="submit"
          className="inline-flex h-11 shrink-0 items-center justify-center rounded-r-lg bg-brand-600 px-3.5 text-sm font-semibold text-white hover:bg-brand-700 sm:px-4"
        >
          <SearchIcon aria-hidden className="text-lg sm:hidden" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </form>
    </search>
  );
}

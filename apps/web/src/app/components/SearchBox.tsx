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
          placeholder="Search products, brands and categories"
          maxLength={100}
          enterKeyHint="search"
          className="h-11 w-full rounded-l-lg border border-r-0 border-ink-300 bg-white pl-10 pr-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/25"
        />
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-lg text-ink-500"
        />
        <button
          type="submit"
          className="h-11 shrink-0 rounded-r-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Search
        </button>
      </form>
    </search>
  );
}

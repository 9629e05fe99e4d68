import { SEARCH_MAX } from '@oja/contract/constants';
import type { SavedItem } from '@oja/contract/saved';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { HeartIcon, SearchIcon, TrashIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { Price } from '../../../components/ui/Price';
import { LineName, LineThumbnail } from '../../../components/ui/ProductLineParts';
import { Skeleton } from '../../../components/ui/Skeleton';
import { fieldClasses } from '../../../components/ui/TextField';
import { cn } from '../../../lib/cn';
import { useSavedItems } from '../api/saved-api';
import { useToggleSaved } from '../api/toggle-saved';

function SavedRow({ item }: { item: SavedItem }) {
  const { product } = item;
  const toggle = useToggleSaved();
  const [removing, setRemoving] = useState(false);
  return (
    <li className="flex items-center gap-3 py-3" data-testid="saved-item">
      <LineThumbnail to={product.url} src={product.thumbnail} size="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <LineName to={product.url} className="text-sm break-words sm:text-base">
          {product.name}
        </LineName>
        <Price amount={product.vat_selling_price} contactWhenZero className="text-sm text-ink-800" />
        {product.type === 'product' && product.quantity === 0 ? (
          <span className="text-xs font-semibold text-danger-700">Out of Stock</span>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="sm"
        loading={removing}
        className="shrink-0 text-danger-700"
        onClick={async () => {
          setRemoving(true);
          await toggle(product.uuid, false);
          setRemoving(false);
        }}
      >
        {/* On a phone the name gets the width: the bin says Remove, the word comes back from sm up. */}
        {removing ? null : <TrashIcon aria-hidden="true" className="text-lg sm:hidden" />}
        <span className="sr-only sm:not-sr-only">Remove</span>
        <span className="sr-only">{` ${product.name}`}</span>
      </Button>
    </li>
  );
}

/** /account/saved-items: the shopper's saved items, newest first, five per page, with a search. */
export default function SavedItems() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const { data, isPending, isError, error, refetch, isFetching } = useSavedItems(page, search);

  useEffect(() => setDraft(search), [search]);

  // Removing the last item of the last page steps back a page.
  const lastPage = data?.pagination.lastPage ?? 1;
  useEffect(() => {
    if (data && page > lastPage) go(lastPage, search);
  });

  function go(nextPage: number, nextSearch: string) {
    const next = new URLSearchParams();
    if (nextPage > 1) next.set('page', String(nextPage));
    if (nextSearch) next.set('search', nextSearch);
    setParams(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    go(1, draft.trim());
  }

  let body: ReactNode;
  if (isPending) {
    body = (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Loading saved items">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  } else if (isError) {
    body = <LoadError read={{ error, refetch, isFetching }} />;
  } else if (data.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-deal-50 text-2xl text-deal-600">
          <HeartIcon aria-hidden="true" />
        </span>
        <p className="font-semibold text-ink-900">
          {search ? `No saved items match “${search}”` : 'You have no saved items yet'}
        </p>
        <p className="max-w-sm text-sm text-ink-600">
          {search
            ? 'Try another word, or clear the search.'
            : 'Tap the heart on any product to keep it here for later.'}
        </p>
        {search ? (
          <Button variant="secondary" onClick={() => go(1, '')}>
            Clear search
          </Button>
        ) : (
          <Link to="/" className={buttonClasses('primary')}>
            Start shopping
          </Link>
        )}
      </div>
    );
  } else {
    const { pagination } = data;
    body = (
      <>
        <ul className={cn('divide-y divide-ink-100', isFetching && 'opacity-70')}>
          {data.data.map((item) => (
            <SavedRow key={item.uuid} item={item} />
          ))}
        </ul>
        <Pager label="Saved items pages" pagination={pagination} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <PageIntro
        title="Saved Items"
        description={
          data
            ? `${data.pagination.total} saved ${data.pagination.total === 1 ? 'item' : 'items'}`
            : 'Products you saved for later.'
        }
      />
      <search>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="saved-search" className="sr-only">
            Search saved items
          </label>
          <input
            id="saved-search"
            type="search"
            value={draft}
            maxLength={SEARCH_MAX}
            placeholder="Search saved items"
            onChange={(event) => setDraft(event.target.value)}
            className={cn(fieldClasses, 'flex-1')}
          />
          <Button type="submit" variant="secondary" aria-label="Search my saved items">
            <SearchIcon aria-hidden="true" />
          </Button>
        </form>
      </search>
      <section aria-label="Saved items" className="rounded-card border border-ink-200 bg-white px-4">
        {body}
      </section>
    </div>
  );
}

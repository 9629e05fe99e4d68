import { PRODUCT_FILTERS, PRODUCT_SORTS, PROMOTION_LABELS, type ProductSort } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { priceRangeInOrder } from '@oja/contract/price-range';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { CloseIcon, SlidersIcon } from '../../../components/ui/icons';
import { fieldClasses } from '../../../components/ui/TextField';
import { cn } from '../../../lib/cn';
import { FILTER_LABELS } from '../../../lib/product-list-title';
import { useListParams } from '../api/list-params';

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  popular: 'Most viewed',
};

const TYPE_LABELS = { product: 'Products', service: 'Services', others: 'Cars' } as const;

/** `?key=value` with the page reset (and the `without` keys removed), keeping the other parameters. */
function withParam(params: URLSearchParams, key: string, value: string | null, ...without: string[]): string {
  const next = new URLSearchParams(params);
  for (const other of ['page', ...without]) next.delete(other);
  if (value) next.set(key, value);
  else next.delete(key);
  const search = next.toString();
  return search ? `?${search}` : '?';
}

/** One end of the price range, in naira, starting from the value in the address. */
function PriceInput({
  id,
  name,
  label,
  placeholder,
  params,
  errorId,
}: {
  id: string;
  name: 'min_price' | 'max_price';
  label: string;
  placeholder: string;
  params: URLSearchParams;
  /** The range's error message element, when the range is refused. */
  errorId: string | undefined;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        placeholder={placeholder}
        defaultValue={params.get(name) ?? ''}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={fieldClasses}
      />
    </>
  );
}

/**
 * The list's filters, all kept in the URL so a filtered list can be shared and reloaded:
 * quick filters, promotion, type, price range and sort.
 */
export function ProductFilters({ hide = [] }: { hide?: string[] }) {
  const [address, setParams] = useSearchParams();
  // Links and choices start from the address without the values the list left out (useListParams).
  const { params: list, search: params } = useListParams(address);
  const minId = useId();
  const maxId = useId();
  const sortId = useId();
  const typeId = useId();
  const priceErrorId = useId();
  const promotion = list.promotion as keyof typeof PROMOTION_LABELS | undefined;
  const filter = list.filter;
  const [priceError, setPriceError] = useState<string | null>(null);
  // A range typed upside down into the address shows the same message by the fields as one typed here.
  const addressMin = address.get('min_price');
  const addressMax = address.get('max_price');
  const addressRangeRefused =
    Boolean(addressMin && addressMax) &&
    !priceRangeInOrder({ min_price: Number(addressMin), max_price: Number(addressMax) });
  const rangeError = priceError ?? (addressRangeRefused ? messages.priceRangeInvalid : null);

  /** The range is checked here by the contract's rule: a range the API would refuse is never sent. */
  function applyPrice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = {
      min_price: String(form.get('min_price') ?? '').trim(),
      max_price: String(form.get('max_price') ?? '').trim(),
    };
    if (
      typed.min_price &&
      typed.max_price &&
      !priceRangeInOrder({ min_price: Number(typed.min_price), max_price: Number(typed.max_price) })
    ) {
      setPriceError(messages.priceRangeInvalid);
      return;
    }
    setPriceError(null);
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const key of ['min_price', 'max_price'] as const) {
      if (typed[key]) next.set(key, typed[key]);
      else next.delete(key);
    }
    setParams(next);
  }

  const chip = (active: boolean) =>
    cn(
      'inline-flex h-9 shrink-0 items-center gap-1 rounded-pill px-3.5 text-sm font-semibold ring-1 transition',
      active
        ? 'bg-brand-600 text-white ring-brand-600'
        : 'bg-white text-ink-700 ring-ink-200 hover:ring-brand-300 hover:text-brand-700',
    );

  const hasAny = ['filter', 'promotion', 'type', 'min_price', 'max_price', 'sort'].some(
    (key) => !hide.includes(key) && params.has(key),
  );

  return (
    <div className="flex flex-col gap-3">
      {hide.includes('filter') ? null : (
        <nav
          aria-label="Quick filters"
          className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 md:mx-0 md:px-0"
        >
          <Link
            to={withParam(params, 'filter', null, 'promotion')}
            className={chip(!filter && !promotion)}
            aria-current={!filter && !promotion ? 'true' : undefined}
          >
            All
          </Link>
          {PRODUCT_FILTERS.map((value) => (
            <Link
              key={value}
              to={withParam(params, 'filter', value)}
              className={chip(filter === value)}
              aria-current={filter === value ? 'true' : undefined}
            >
              {FILTER_LABELS[value]}
            </Link>
          ))}
        </nav>
      )}

      <details className="group rounded-card bg-white ring-1 ring-ink-100 md:open:bg-white" open={undefined}>
        <summary className="flex h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-semibold text-ink-800 [&::-webkit-details-marker]:hidden">
          <SlidersIcon aria-hidden className="text-lg" />
          Sort and filter
          {hasAny ? <span className="rounded-pill bg-brand-50 px-2 text-xs text-brand-800">On</span> : null}
          <span aria-hidden="true" className="ml-auto text-ink-400 transition group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="grid gap-3 border-t border-ink-100 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={sortId} className="text-xs font-semibold text-ink-600">
              Sort by
            </label>
            <select
              id={sortId}
              value={params.get('sort') ?? ''}
              onChange={(event) =>
                setParams(new URLSearchParams(withParam(params, 'sort', event.target.value).slice(1)))
              }
              className={fieldClasses}
            >
              <option value="">{params.get('search') ? 'Best match' : 'Recommended'}</option>
              {PRODUCT_SORTS.filter((sort) => sort !== 'relevance').map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          {hide.includes('type') ? null : (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={typeId} className="text-xs font-semibold text-ink-600">
                Listing type
              </label>
              <select
                id={typeId}
                value={params.get('type') ?? ''}
                onChange={(event) =>
                  setParams(new URLSearchParams(withParam(params, 'type', event.target.value).slice(1)))
                }
                className={fieldClasses}
              >
                <option value="">All listings</option>
                {Object.entries(TYPE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <form
            onSubmit={applyPrice}
            className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1"
            key={`${addressMin}-${addressMax}`}
          >
            <span className="text-xs font-semibold text-ink-600">Price range (₦)</span>
            <div className="flex items-center gap-2">
              <PriceInput
                id={minId}
                name="min_price"
                label="Minimum price in naira"
                placeholder="Min"
                params={address}
                errorId={rangeError ? priceErrorId : undefined}
              />
              <span aria-hidden="true" className="text-ink-400">
                –
              </span>
              <PriceInput
                id={maxId}
                name="max_price"
                label="Maximum price in naira"
                placeholder="Max"
                params={address}
                errorId={rangeError ? priceErrorId : undefined}
              />
              <Button type="submit" variant="dark" className="shrink-0">
                Apply
              </Button>
            </div>
            {rangeError ? (
              <p id={priceErrorId} role="alert" className="text-sm font-medium text-danger-700">
                {rangeError}
              </p>
            ) : null}
          </form>
        </div>
      </details>

      {promotion || hasAny ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {promotion && !hide.includes('promotion') ? (
            <Link
              to={withParam(params, 'promotion', null)}
              className={chip(true)}
              aria-label={`Remove filter ${PROMOTION_LABELS[promotion]}`}
            >
              {PROMOTION_LABELS[promotion]} <CloseIcon aria-hidden />
            </Link>
          ) : null}
          {hasAny ? (
            <Link
              to={(() => {
                const next = new URLSearchParams();
                for (const key of ['search', ...hide]) {
                  const value = params.get(key);
                  if (value) next.set(key, value);
                }
                const search = next.toString();
                return search ? `?${search}` : '?';
              })()}
              className="font-semibold text-brand-700 hover:underline"
            >
              Clear filters
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

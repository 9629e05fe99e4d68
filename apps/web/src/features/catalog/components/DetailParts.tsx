import type { ProductDetails } from '@oja/contract/catalog';
import { formatCount } from '@oja/contract/money';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, EyeIcon, MapPinIcon } from '../../../components/ui/icons';
import { Price } from '../../../components/ui/Price';
import { Skeleton } from '../../../components/ui/Skeleton';
import { StarRating } from '../../../components/ui/StarRating';
import { useProductReviews } from '../api/get-products';
import { discountPercent, isContactForPrice, locationText, viewsText } from '../lib/card-rules';
import { VendorLogo } from './VendorLogo';

export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-xs text-ink-500 md:text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, position) => (
          <li key={item.to ?? item.label} className="flex min-w-0 items-center gap-1">
            {position > 0 ? <ChevronRightIcon aria-hidden className="shrink-0 text-ink-400" /> : null}
            {item.to ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-ink-700">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Price incl. VAT, the actual price struck through, the discount and the VAT note. */
export function PriceBlock({ product }: { product: ProductDetails }) {
  if (isContactForPrice(product)) {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-extrabold text-brand-700 md:text-3xl">Contact for price</p>
        <p className="text-xs text-ink-500">The seller sets the price with you.</p>
      </div>
    );
  }
  const off = discountPercent(product.vat_selling_price, product.vat_actual_price);
  const vat = Math.round((product.vat_selling_price - product.selling_price) * 100) / 100;
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid="price-block">
      {/* A long price (₦28,400,000.00 beside ₦18,750,000.00) wraps onto lines of its own at 360 px. */}
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 wrap-anywhere">
        <Price
          amount={product.vat_selling_price}
          className="text-2xl font-extrabold text-ink-900 md:text-3xl"
        />
        {off > 0 ? (
          <>
            <s className="text-base text-ink-500">
              <span className="sr-only">was </span>
              <Price amount={product.vat_actual_price} className="font-normal" />
            </s>
            <span className="rounded-md bg-deal-600 px-2 py-0.5 text-sm font-bold text-white">-{off}%</span>
          </>
        ) : null}
      </div>
      <p className="text-xs text-ink-500">
        {vat > 0 ? (
          <>
            Includes VAT of <Price amount={vat} className="font-medium" /> (price before VAT{' '}
            <Price amount={product.selling_price} className="font-medium" />)
          </>
        ) : (
          'No VAT is charged on this item.'
        )}
      </p>
    </div>
  );
}

export function MetaRow({ product }: { product: ProductDetails }) {
  const where = locationText(product);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
      {where ? (
        <span className="inline-flex items-center gap-1">
          <MapPinIcon aria-hidden /> {where}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1">
        <EyeIcon aria-hidden /> {viewsText(product.total_views)}
      </span>
    </p>
  );
}

/**
 * The colours or sizes of a listing that is not a cart item (a service): plain words, nothing to
 * tap, as they only describe it.
 */
export function OptionList({ label, values }: { label: string; values: string[] }) {
  if (values.length === 0) return null;
  return (
    <p className="text-sm text-ink-700">
      <span className="font-semibold text-ink-900">{label}: </span>
      {values.join(', ')}
    </p>
  );
}

/**
 * The colours or sizes of a product, to choose one (spec section 4: with a colour and size chosen,
 * Add to cart adds that one; with none chosen and several to choose from, the variant picker asks).
 * Radio buttons drawn as chips; a single value is shown chosen.
 */
export function OptionChooser({
  label,
  values,
  value,
  onChange,
}: {
  label: string;
  values: string[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  const name = useId();
  if (values.length === 0) return null;
  const chosen = values.length === 1 ? values[0] : value;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-ink-600">
        {label}
        {chosen ? <span className="font-normal normal-case text-ink-700">: {chosen}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {values.map((option) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={name}
              value={option}
              checked={chosen === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-10 cursor-pointer items-center rounded-lg bg-white px-3 text-sm font-medium text-ink-800 ring-1 ring-ink-300 hover:ring-brand-500 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-checked:ring-2 peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
              {option}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function VendorBox({ product, children }: { product: ProductDetails; children?: ReactNode }) {
  const { vendor } = product;
  const where = [vendor.city, vendor.state].filter(Boolean).join(', ');
  return (
    <section
      aria-labelledby="seller-heading"
      className="flex flex-col gap-3 rounded-card bg-white p-4 ring-1 ring-ink-100"
    >
      <h2 id="seller-heading" className="text-xs font-semibold uppercase tracking-wide text-ink-500">
        Sold by
      </h2>
      <Link
        to={`/vendor/${encodeURIComponent(vendor.slug)}`}
        className="group flex items-center gap-3"
        data-testid="vendor-link"
      >
        <VendorLogo logo={vendor.logo} className="text-xl" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="wrap-break-word font-semibold text-ink-900 group-hover:text-brand-700">
            {vendor.store_name}
          </span>
          {where ? <span className="text-xs text-ink-500">{where}</span> : null}
        </span>
        <ChevronRightIcon aria-hidden className="text-ink-400" />
      </Link>
      {children}
    </section>
  );
}

/** Average, count and the latest reviews, linking to the full reviews page. */
export function ReviewsPreview({ productKey }: { productKey: string }) {
  const reviews = useProductReviews(productKey, 1, 3);
  const href = `/product/${encodeURIComponent(productKey)}/reviews`;
  return (
    <section
      aria-labelledby="reviews-heading"
      className="flex flex-col gap-3 rounded-card bg-white p-4 ring-1 ring-ink-100 md:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-lg font-bold text-ink-900">
          Customer reviews
        </h2>
        <Link to={href} className="text-sm font-semibold text-brand-700 hover:underline">
          See all reviews
        </Link>
      </div>
      {reviews.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : reviews.data ? (
        reviews.data.summary.count === 0 ? (
          <p className="text-sm text-ink-600">No reviews yet. Bought this item? Rate it from your orders.</p>
        ) : (
          <>
            <div className="flex items-center gap-3">
              <span className="text-3xl font-extrabold text-ink-900">
                {reviews.data.summary.average.toFixed(1)}
              </span>
              <span className="flex flex-col">
                <StarRating rating={reviews.data.summary.average} className="text-lg" />
                <Link to={href} className="text-xs text-ink-600 hover:text-brand-700 hover:underline">
                  {formatCount(reviews.data.summary.count)}{' '}
                  {reviews.data.summary.count === 1 ? 'review' : 'reviews'}
                </Link>
              </span>
            </div>
            <ul className="flex flex-col divide-y divide-ink-100">
              {reviews.data.data.map((review) => (
                <li key={review.uuid} className="flex flex-col gap-1 py-3">
                  <StarRating rating={review.rating} className="text-sm" />
                  {review.title ? <p className="text-sm font-semibold text-ink-900">{review.title}</p> : null}
                  <p className="text-sm text-ink-700">{review.comment}</p>
                  <p className="text-xs text-ink-500">{review.reviewer_name}</p>
                </li>
              ))}
            </ul>
          </>
        )
      ) : (
        <p className="text-sm text-ink-600">Reviews could not be loaded.</p>
      )}
    </section>
  );
}

export function DetailsSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

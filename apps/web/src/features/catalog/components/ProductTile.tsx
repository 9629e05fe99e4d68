import type { ProductCard } from '@oja/contract/catalog';
import { Link } from 'react-router';
import { ArrowRightIcon, EyeIcon, MapPinIcon } from '../../../components/ui/icons';
import { Picture } from '../../../components/ui/Picture';
import { Price } from '../../../components/ui/Price';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import {
  discountPercent,
  isCartItem,
  isContactForPrice,
  isOutOfStock,
  locationText,
  priceTerms,
  productHref,
  viewsText,
} from '../lib/card-rules';
import { useProductActions } from './product-actions';

/**
 * A product, service or car card (spec section 2, Cards): thumbnail, brand, name, price, location,
 * views, save heart and add-to-cart. The name is the one link (stretched over the card); the
 * save and cart buttons sit above it so they stay separate controls.
 */
export function ProductTile({
  product,
  className,
  priority = false,
  firstScreen = priority,
}: {
  product: ProductCard;
  className?: string;
  /** The first cards of a page may load eagerly (they are the largest paint). */
  priority?: boolean;
  /**
   * A card that may be on the first screen is laid out with the page. The browser shows a
   * content-visibility card a frame after it finds it near the screen, so on the first screen it
   * would paint empty at its estimated height and then move the cards below it (issue 29).
   */
  firstScreen?: boolean;
}) {
  const { SaveButton, AddToCartButton } = useProductActions();
  const href = productHref(product);
  const outOfStock = isOutOfStock(product);
  const terms = priceTerms(product);
  const contact = isContactForPrice(product);
  const off = contact ? 0 : discountPercent(product.vat_selling_price, product.vat_actual_price);
  const where = locationText(product);

  return (
    <article
      data-testid="product-card"
      data-type={product.type}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100 transition',
        // Off screen (below the first screen, or scrolled out of a rail sideways) the browser skips
        // styling, laying out and painting the card until it comes near, keeping about its height
        // (measured: 350-395 px on phones, 427-435 from 768 px up) so the scrollbar hardly moves.
        !firstScreen &&
          '[contain-intrinsic-size:auto_23rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_25rem] md:[contain-intrinsic-size:auto_27rem]',
        'hover:shadow-pop hover:ring-brand-200 focus-within:ring-2 focus-within:ring-brand-600',
        className,
      )}
    >
      <div className="relative aspect-square w-full overflow-hidden bg-ink-50">
        {product.thumbnail ? (
          <Picture
            src={product.thumbnail}
            widths={[240, 360, 480, 720]}
            sizes="(min-width: 1024px) 15rem, 50vw"
            alt={product.name}
            width={320}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className={cn(
              'size-full object-contain p-2 transition-transform duration-300 group-hover:scale-[1.03]',
              outOfStock && 'opacity-60 grayscale',
            )}
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center text-4xl font-black text-ink-300"
          >
            {product.name.charAt(0)}
          </span>
        )}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {outOfStock ? (
            <span className="rounded-md bg-ink-900/85 px-2 py-0.5 text-[0.7rem] font-bold uppercase tracking-wide text-white">
              Out of Stock
            </span>
          ) : off > 0 ? (
            <span className="rounded-md bg-deal-600 px-1.5 py-0.5 text-[0.7rem] font-bold text-white">
              -{off}%
            </span>
          ) : null}
        </div>
        <div className="absolute right-1.5 top-1.5 z-10">
          <SaveButton product={product} variant="card" />
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-1 p-2.5 md:p-3">
        {product.brand ? (
          <p className="truncate text-[0.7rem] font-semibold uppercase tracking-wide text-ink-500">
            {product.brand}
          </p>
        ) : null}
        <h3 className="line-clamp-2 min-h-[2.5em] text-sm font-medium leading-tight text-ink-900">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>

        <div className="flex flex-wrap items-baseline gap-x-1.5">
          {contact ? (
            <span className="text-sm font-bold text-brand-700 md:text-base">Contact for price</span>
          ) : (
            <>
              <Price amount={product.vat_selling_price} className="text-base font-bold text-ink-900" />
              {off > 0 ? (
                <s className="text-xs tabular-nums text-ink-500">
                  <span className="sr-only">was </span>
                  <Price amount={product.vat_actual_price} className="font-normal" />
                </s>
              ) : null}
            </>
          )}
        </div>

        {terms ? (
          <span
            className={cn(
              'w-fit rounded-pill px-2 py-0.5 text-[0.7rem] font-semibold',
              product.is_negotiable ? 'bg-brand-50 text-brand-800' : 'bg-ink-100 text-ink-700',
            )}
          >
            {terms}
          </span>
        ) : null}

        <div className="mt-auto flex flex-col gap-0.5 pt-1 text-[0.7rem] text-ink-500">
          {where ? (
            <span className="flex min-w-0 items-center gap-1">
              <MapPinIcon aria-hidden className="shrink-0" />
              <span className="truncate">{where}</span>
            </span>
          ) : null}
          <span className="flex items-center gap-1">
            <EyeIcon aria-hidden className="shrink-0" />
            {viewsText(product.total_views)}
          </span>
        </div>

        {isCartItem(product) ? (
          <div className="relative z-10 mt-1.5 empty:hidden">
            <AddToCartButton product={product} variant="card" />
          </div>
        ) : (
          <Link
            to={href}
            tabIndex={-1}
            aria-label={`View details of ${product.name}`}
            data-testid="details-arrow"
            className="relative z-10 mt-1.5 inline-flex h-9 items-center justify-between rounded-lg bg-ink-50 px-3 text-xs font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-brand-50"
          >
            View details
            <ArrowRightIcon aria-hidden className="text-base" />
          </Link>
        )}
      </div>
    </article>
  );
}

export function ProductTileSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100"
    >
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-3 w-3/4" />
      </div>
    </div>
  );
}

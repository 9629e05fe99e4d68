import { itemCountOf } from '@oja/contract/cart-count';
import { formatNairaAmount } from '@oja/contract/money';
import type { OrderDetailsItem, OrderPackage } from '@oja/contract/orders';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { StarIcon, StoreIcon } from '../../../components/ui/icons';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge';
import { Price } from '../../../components/ui/Price';
import { LineName, LineThumbnail } from '../../../components/ui/ProductLineParts';
import { StarRating } from '../../../components/ui/StarRating';
import { itemCountText } from '../order-text';
import { productPath, rateProductPath } from '../paths';

function variantText(item: OrderDetailsItem): string {
  return [item.colors ? `Colour: ${item.colors}` : '', item.sizes ? `Size: ${item.sizes}` : '']
    .filter(Boolean)
    .join(' · ');
}

function ItemRow({ item, orderReference }: { item: OrderDetailsItem; orderReference: string }) {
  const to = productPath(item.product.slug);
  const variant = variantText(item);
  return (
    <li className="flex gap-3 py-3" data-testid="order-item">
      <LineThumbnail to={to} src={item.product.thumbnail} size="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <LineName to={to}>{item.product.name}</LineName>
        <p className="text-xs text-ink-600">
          {[variant, `Qty ${item.quantity}`].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-ink-900">
          <Price amount={item.line_total} />
          {item.quantity > 1 ? (
            <span className="text-xs text-ink-600">{` (${formatNairaAmount(item.unit_price)} each)`}</span>
          ) : null}
        </p>
        {item.review ? (
          <p className="flex items-center gap-2 text-xs text-ink-600">
            You rated it <StarRating rating={item.review.rating} className="text-sm" />
          </p>
        ) : item.can_review ? (
          <Link
            to={rateProductPath(item.product.uuid, orderReference)}
            className={buttonClasses('secondary', 'sm', 'mt-1 w-fit')}
          >
            <StarIcon aria-hidden="true" className="text-amber-500" />
            Rate this item<span className="sr-only">{`: ${item.product.name}`}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** One vendor's package of the order: its own status, items and delivery fee. */
export function PackageCard({
  pack,
  index,
  count,
  orderReference,
}: {
  pack: OrderPackage;
  index: number;
  count: number;
  orderReference: string;
}) {
  const headingId = `package-${pack.reference}`;
  const itemCount = itemCountOf(pack.items);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="order-package"
      className="rounded-card border border-ink-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-ink-100 px-4 py-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg text-brand-700">
            <StoreIcon aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="text-sm font-semibold text-ink-900">
              {count > 1 ? `Package ${index + 1} of ${count}` : 'Package'}
              <span className="font-normal text-ink-600">{` · ${pack.vendor.store_name}`}</span>
            </h3>
            <p className="text-xs text-ink-500">
              Ships from {pack.vendor.city}, {pack.vendor.state} · {itemCountText(itemCount)}
            </p>
          </div>
        </div>
        <OrderStatusBadge status={pack.status} size="sm" />
      </header>
      <ul className="divide-y divide-ink-100 px-4">
        {pack.items.map((item) => (
          <ItemRow key={item.uuid} item={item} orderReference={orderReference} />
        ))}
      </ul>
      <footer className="flex justify-between gap-3 border-t border-ink-100 px-4 py-2.5 text-xs text-ink-600">
        <span>Delivery fee for this package</span>
        <Price amount={pack.delivery_fee} className="font-medium text-ink-800" />
      </footer>
    </section>
  );
}

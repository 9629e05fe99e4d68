import type { CheckoutPackage } from '@oja/contract/checkout';
import { StoreIcon } from '../../../components/ui/icons';
import { Price } from '../../../components/ui/Price';
import { LineName, LineThumbnail } from '../../../components/ui/ProductLineParts';

const variantText = (colors: string | null, sizes: string | null) =>
  [colors, sizes].filter(Boolean).join(' · ');

/** The cart as it ships: one package per vendor, each with its items and its share of delivery. */
export function PackageList({ packages }: { packages: CheckoutPackage[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {packages.map((pack, index) => (
        <li
          key={pack.items[0]?.uuid ?? pack.vendor.store_name}
          className="rounded-xl border border-ink-100"
          data-testid="checkout-package"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-t-xl bg-ink-50 px-3 py-2 text-sm">
            <StoreIcon aria-hidden="true" className="text-brand-700" />
            <p className="font-semibold text-ink-900">
              Package {index + 1} of {packages.length}
              <span className="font-normal text-ink-600"> · from {pack.vendor.store_name}</span>
            </p>
            <p className="ml-auto text-xs text-ink-600">
              {pack.vendor.city ? `Ships from ${pack.vendor.city}, ${pack.vendor.state}` : null}
            </p>
          </div>
          <ul className="divide-y divide-ink-100 px-3">
            {pack.items.map((item) => {
              const to = `/product/${item.product.slug}`;
              const variant = variantText(item.colors, item.sizes);
              return (
                <li key={item.uuid} className="flex gap-3 py-3">
                  <LineThumbnail to={to} src={item.product.thumbnail} size="md" />
                  <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                    <LineName to={to}>{item.product.name}</LineName>
                    {variant ? <p className="text-ink-600">{variant}</p> : null}
                    <p className="text-ink-600">Qty {item.quantity}</p>
                  </div>
                  <Price amount={item.line_total} className="shrink-0 text-sm text-ink-900" />
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}

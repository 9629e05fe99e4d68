import type { CheckoutPackage } from '@oja/contract/checkout';
import { formatNairaAmount } from '@oja/contract/money';
import { StoreIcon } from '../../../components/ui/icons';
import { OrderLine } from './OrderLine';

/** The cart as it ships: one package per vendor, each with its items and its share of delivery. */
export function PackageList({ packages }: { packages: CheckoutPackage[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {packages.map((pack, index) => {
        const origin = [pack.vendor.city, pack.vendor.state].filter(Boolean).join(', ');
        return (
          <li
            key={pack.items[0]?.uuid ?? pack.vendor.store_name}
            className="rounded-xl border border-ink-100"
            data-testid="checkout-package"
          >
            <div className="flex flex-col gap-0.5 rounded-t-xl bg-ink-50 px-3 py-2 text-sm">
              <p className="flex items-center gap-2 font-semibold text-ink-900">
                <StoreIcon aria-hidden="true" className="shrink-0 text-brand-700" />
                <span>
                  Package {index + 1} of {packages.length}
                  <span className="font-normal text-ink-600"> · from {pack.vendor.store_name}</span>
                </span>
              </p>
              <p className="pl-6 text-xs text-ink-600">
                {origin ? `Ships from ${origin}` : null}
                {origin && pack.delivery_fee > 0 ? ' · ' : null}
                {pack.delivery_fee > 0 ? `Delivery ${formatNairaAmount(pack.delivery_fee)}` : null}
              </p>
            </div>
            <ul className="divide-y divide-ink-100 px-3">
              {pack.items.map((item) => (
                <OrderLine key={item.uuid} item={item} />
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

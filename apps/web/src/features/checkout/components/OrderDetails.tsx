import { itemCountOf } from '@oja/contract/cart-count';
import type { OrderCompleteAnswer } from '@oja/contract/orders';
import { MapPinIcon, TruckIcon } from '../../../components/ui/icons';
import { deliveredText } from '../../../lib/delivery-dates';
import { OrderLine } from './OrderLine';
import { OrderTotals } from './OrderTotals';

/** What was ordered, what it cost, and where and when it goes: the body of /order-complete. */
export function OrderDetails({ order }: { order: OrderCompleteAnswer }) {
  // A cancelled (or released) order goes nowhere: no delivery window, no courier's estimate.
  const goes = order.status !== 'cancelled';
  const when = goes ? deliveredText(order.delivery_dates) : '';
  const eta = goes ? order.delivery_eta_time : null;
  const itemCount = itemCountOf(order.items);
  return (
    <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_18rem]">
      <section
        aria-labelledby="order-items-heading"
        className="rounded-card border border-ink-200 bg-white p-4 md:p-5"
      >
        <h2 id="order-items-heading" className="text-lg font-bold text-ink-900">
          Items
        </h2>
        <ul className="mt-2 divide-y divide-ink-100">
          {order.items.map((item) => (
            <OrderLine key={item.uuid} item={item} />
          ))}
        </ul>
        <OrderTotals
          totals={order.totals}
          itemCount={itemCount}
          className="mt-2 border-t border-ink-100 pt-4"
        />
      </section>

      <section
        aria-labelledby="order-delivery-heading"
        className="flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-4 md:p-5"
      >
        <h2 id="order-delivery-heading" className="text-lg font-bold text-ink-900">
          Delivery
        </h2>
        <p className="flex gap-2 text-sm text-ink-700">
          <MapPinIcon aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
          <span className="break-words">{order.delivery_address}</span>
        </p>
        {order.courier_name || when || eta ? (
          <p className="flex gap-2 text-sm text-ink-700">
            <TruckIcon aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
            <span>
              {order.courier_name ? (
                <span className="font-semibold text-ink-900">{order.courier_name}</span>
              ) : null}
              {order.courier_name && eta ? ', ' : null}
              {eta ? <span data-testid="courier-eta">{eta}</span> : null}
              {(order.courier_name || eta) && when ? <br /> : null}
              {when}
            </span>
          </p>
        ) : null}
      </section>
    </div>
  );
}

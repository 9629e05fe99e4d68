import type { OrderCompleteAnswer } from '@oja/contract/orders';
import { MapPinIcon, TruckIcon } from '../../../components/ui/icons';
import { Price } from '../../../components/ui/Price';
import { LineName, LineThumbnail } from '../../../components/ui/ProductLineParts';
import { deliveredText } from '../delivery-dates';
import { OrderTotals } from './OrderTotals';

/** What was ordered, what it cost, and where and when it goes: the body of /order-complete. */
export function OrderDetails({ order }: { order: OrderCompleteAnswer }) {
  const when = deliveredText(order.delivery_dates);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
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
          {order.items.map((item) => {
            const to = `/product/${item.product.slug}`;
            const variant = [item.colors, item.sizes].filter(Boolean).join(' · ');
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
        {order.courier_name || when ? (
          <p className="flex gap-2 text-sm text-ink-700">
            <TruckIcon aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
            <span>
              {order.courier_name ? (
                <span className="font-semibold text-ink-900">{order.courier_name}</span>
              ) : null}
              {order.courier_name && when ? <br /> : null}
              {when}
            </span>
          </p>
        ) : null}
      </section>
    </div>
  );
}

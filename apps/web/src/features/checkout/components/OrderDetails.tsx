import type { OrderCompleteAnswer } from '@oja/contract/orders';
import { MapPinIcon, TruckIcon } from '../../../components/ui/icons';
import { deliveredText } from '../../../lib/delivery-dates';
import { OrderLine } from './OrderLine';
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
        {order.courier_name || when || order.delivery_eta_time ? (
          <p className="flex gap-2 text-sm text-ink-700">
            <TruckIcon aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
            <span>
              {order.courier_name ? (
                <span className="font-semibold text-ink-900">{order.courier_name}</span>
              ) : null}
              {order.courier_name && order.delivery_eta_time ? ', ' : null}
              {order.delivery_eta_time ? (
                <span data-testid="courier-eta">{order.delivery_eta_time}</span>
              ) : null}
              {(order.courier_name || order.delivery_eta_time) && when ? <br /> : null}
              {when}
            </span>
          </p>
        ) : null}
      </section>
    </div>
  );
}

import { formatDateTime } from '@oja/contract/dates';
import type { OrderDetails } from '@oja/contract/orders';
import type { ReactNode } from 'react';
import { MapPinIcon, PhoneIcon, TruckIcon, WalletIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import {
  addressLines,
  deliveryMethodLabel,
  deliveryWindowText,
  PAYMENT_MODE_LABELS,
  type PaymentLabel,
  paymentStatusLabel,
} from '../order-text';

/** A titled block of the order's side column (payment, delivery, summary). */
export function FactPanel({
  title,
  icon,
  children,
  className,
  testId,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      aria-label={title}
      className={cn('flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-4', className)}
    >
      <h2 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-ink-700">
        {icon ? <span className="text-base text-brand-700">{icon}</span> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-600">{label}</dt>
      <dd className="text-right font-medium text-ink-900">{children}</dd>
    </div>
  );
}

const TONES = {
  good: 'bg-brand-50 text-brand-800 ring-brand-200',
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  bad: 'bg-red-50 text-danger-700 ring-red-200',
  done: 'bg-ink-100 text-ink-800 ring-ink-200',
} as const;

const paymentStateTone: Record<OrderDetails['payment_status'], keyof typeof TONES> = {
  paid: 'good',
  pending: 'waiting',
  failed: 'bad',
  expired: 'done',
  refunded: 'done',
};

const refundTone: Record<PaymentLabel['refund'], keyof typeof TONES> = {
  none: 'done',
  pending: 'waiting',
  processed: 'done',
  failed: 'bad',
};

/** How the order is paid: the mode, its state (a tinted label), when it was paid. */
export function PaymentFacts({ order }: { order: OrderDetails }) {
  const label = paymentStatusLabel(order);
  return (
    <FactPanel title="Payment" icon={<WalletIcon aria-hidden="true" />} testId="order-payment">
      <dl className="flex flex-col gap-2 text-sm">
        <Row label="Method">{PAYMENT_MODE_LABELS[order.payment_mode]}</Row>
        <Row label="Status">
          <span
            data-testid="payment-status"
            className={cn(
              'rounded-pill px-2 py-0.5 text-xs font-semibold ring-1',
              TONES[
                label.refund === 'none' ? paymentStateTone[order.payment_status] : refundTone[label.refund]
              ],
            )}
          >
            {label.text}
          </span>
        </Row>
        {order.paid_at ? <Row label="Paid on">{formatDateTime(order.paid_at)}</Row> : null}
      </dl>
    </FactPanel>
  );
}

/** Where and how the order is delivered: method, courier, the 'on or before' / 'between' window, address. */
export function DeliveryFacts({ order }: { order: OrderDetails }) {
  const window = deliveryWindowText(order.delivery_dates);
  const address = order.delivery_address;
  return (
    <FactPanel title="Delivery" icon={<TruckIcon aria-hidden="true" />} testId="order-delivery">
      <dl className="flex flex-col gap-2 text-sm">
        <Row label="Method">{deliveryMethodLabel(order.delivery_method)}</Row>
        {order.courier_name ? <Row label="Courier">{order.courier_name}</Row> : null}
        {order.delivery_eta_time && order.status !== 'cancelled' ? (
          <Row label="Delivery time">
            <span data-testid="courier-eta">{order.delivery_eta_time}</span>
          </Row>
        ) : null}
      </dl>
      {window && order.status !== 'cancelled' ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="delivery-window">
          {order.status === 'delivered' ? 'Estimated delivery was ' : 'Estimated delivery '}
          <strong className="font-semibold">{window}</strong>
        </p>
      ) : null}
      <address className="flex gap-2 text-sm not-italic text-ink-700" data-testid="order-address">
        <MapPinIcon aria-hidden="true" className="mt-0.5 shrink-0 text-ink-500" />
        <span className="flex flex-col">
          {addressLines(address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      </address>
      {address.phone_number ? (
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <PhoneIcon aria-hidden="true" className="shrink-0 text-ink-500" />
          <span>{address.phone_number}</span>
        </p>
      ) : null}
    </FactPanel>
  );
}

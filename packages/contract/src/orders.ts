import { z } from 'zod';
import { nairaAmount } from './amounts.ts';
import { checkoutTotalsAnswer } from './checkout.ts';
import {
  DEFAULT_DELIVERY_METHOD,
  DEFAULT_PAYMENT_GATEWAY,
  DELIVERY_METHODS,
  ORDER_STATUSES,
  PAYMENT_GATEWAYS,
  PAYMENT_MODES,
} from './constants.ts';
import { pageQuery, paginated } from './envelope.ts';
import { entityUuid, isoDateTime } from './ids.ts';
import { recaptcha } from './rules.ts';

export const orderStatus = z.enum(ORDER_STATUSES);
export const paymentMode = z.enum(PAYMENT_MODES);
export const deliveryMethod = z.enum(DELIVERY_METHODS);

export const orderReferenceParams = z.object({
  reference: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
});
export type OrderReferenceParams = z.infer<typeof orderReferenceParams>;

/**
 * POST checkout. `order_amount` is the total the shopper saw; the server recomputes it with
 * checkoutTotal() and refuses (409) a different one rather than charging a surprise amount.
 */
export const checkoutBody = z.object({
  group_reference_id: z.string().trim().min(1).max(100),
  order_amount: nairaAmount,
  delivery_address: z.string().trim().min(1).max(500),
  delivery_date: z.string().trim().max(100).nullable().optional(),
  delivery_fee: nairaAmount.refine((fee) => fee >= 0),
  payment_mode: paymentMode,
  delivery_method: deliveryMethod.default(DEFAULT_DELIVERY_METHOD),
  delivery_company: z.string().trim().max(100).nullable().optional(),
  delivery_name: z.string().trim().max(100).nullable().optional(),
  use_smart_coin_as_discount: z.boolean().default(false),
  town_id: z.string().trim().min(1).max(50),
  station_code: z.string().trim().min(1).max(20),
  recaptcha,
  /** Where the payment gateway returns the shopper (the /order-complete page). */
  callback_url: z.url().max(2000).optional(),
  // Ignored for wallet payments, which need no gateway.
  payment_gateway: z.enum(PAYMENT_GATEWAYS).default(DEFAULT_PAYMENT_GATEWAY),
  courier_id: z.string().trim().max(100).nullable().optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** Card payments continue at `authorization_url`; wallet payments are settled already (null). */
export const checkoutAnswer = z.object({
  reference: z.string(),
  status: orderStatus,
  payment_mode: paymentMode,
  authorization_url: z.string().nullable(),
  access_code: z.string().nullable(),
  totals: checkoutTotalsAnswer,
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

/** /order-complete?reference=... asks the server to verify the payment with the gateway. */
export const paymentVerifyQuery = z.object({
  reference: orderReferenceParams.shape.reference,
});
export type PaymentVerifyQuery = z.infer<typeof paymentVerifyQuery>;

export const orderItem = z.object({
  uuid: entityUuid,
  product: z.object({
    uuid: entityUuid,
    name: z.string(),
    slug: z.string(),
    thumbnail: z.string().nullable(),
  }),
  quantity: z.number().int().positive(),
  colors: z.string().nullable(),
  sizes: z.string().nullable(),
  unit_price: nairaAmount,
  line_total: nairaAmount,
});
export type OrderItem = z.infer<typeof orderItem>;

export const orderSummary = z.object({
  reference: z.string(),
  status: orderStatus,
  payment_mode: paymentMode,
  total: nairaAmount,
  item_count: z.number().int().nonnegative(),
  thumbnail: z.string().nullable(),
  created_at: isoDateTime,
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const ordersQuery = pageQuery.extend({ status: orderStatus.optional() });
export type OrdersQuery = z.infer<typeof ordersQuery>;
export const ordersAnswer = paginated(orderSummary);
export type OrdersAnswer = z.infer<typeof ordersAnswer>;

/** One line of /account/order/{reference}/package-history. */
export const packageHistoryEntry = z.object({
  status: orderStatus,
  note: z.string().nullable(),
  at: isoDateTime,
});
export type PackageHistoryEntry = z.infer<typeof packageHistoryEntry>;

export const orderDetails = orderSummary.extend({
  items: z.array(orderItem),
  totals: checkoutTotalsAnswer,
  delivery_address: z.string(),
  delivery_method: deliveryMethod,
  delivery_company: z.string().nullable(),
  delivery_date: z.string().nullable(),
  package_history: z.array(packageHistoryEntry),
  can_cancel: z.boolean(),
});
export type OrderDetails = z.infer<typeof orderDetails>;

/** POST orders/{reference}/cancel (/account/cancel-order). */
export const cancelOrderBody = z.object({ reason: z.string().trim().min(1).max(500) });
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

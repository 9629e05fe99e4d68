import { z } from 'zod';
import { nairaAmount } from './amounts.ts';
import { checkoutLine, checkoutTotalsAnswer, deliveryMethodForCheckout } from './checkout.ts';
import {
  DEFAULT_DELIVERY_METHOD,
  DEFAULT_PAYMENT_GATEWAY,
  DELIVERY_METHODS,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_GATEWAYS,
  PAYMENT_MODES,
  PAYMENT_STATES,
} from './constants.ts';
import { pageQuery, paginated } from './envelope.ts';
import { entityUuid, isoDateTime } from './ids.ts';
import { messages } from './messages.ts';
import { orderRefund, REFUND_STATES } from './refunds.ts';
import { pinDigits, recaptcha } from './rules.ts';

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
 * POST checkout (the spec's checkout state). `order_amount` is the total the shopper saw; the server
 * recomputes it with checkoutTotalWithCardCharge() and refuses (409) a different one rather than
 * charging a surprise amount. ADR 0006 settles the fields the spec leaves open.
 */
export const checkoutBody = z
  .object({
    /** From GET checkout/summary: the same id sent twice places one order. */
    group_reference_id: entityUuid,
    order_amount: nairaAmount,
    /** The uuid of one of the customer's saved addresses; the order keeps a copy of its fields. */
    delivery_address: entityUuid,
    delivery_date: z.string().trim().max(100).nullable().optional(),
    delivery_fee: nairaAmount.refine((fee) => fee >= 0),
    payment_mode: paymentMode,
    delivery_method: deliveryMethodForCheckout.default(DEFAULT_DELIVERY_METHOD),
    delivery_company: z.string().trim().max(100).nullable().optional(),
    delivery_name: z.string().trim().max(100).nullable().optional(),
    use_smart_coin_as_discount: z.boolean().default(false),
    /** Checked against the saved address when sent. */
    town_id: z.string().trim().min(1).max(50).optional(),
    station_code: z.string().trim().min(1).max(20).optional(),
    recaptcha,
    /** Where the payment gateway returns the shopper (the /order-complete page of this shop). */
    callback_url: z.url().max(2000).optional(),
    // Ignored for wallet payments, which need no gateway.
    payment_gateway: z.enum(PAYMENT_GATEWAYS).default(DEFAULT_PAYMENT_GATEWAY),
    courier_id: z.string().trim().min(1).max(100),
    /** The wallet PIN: required to pay by wallet, ignored for cards. Its format only (see pinField). */
    pin: pinDigits.optional(),
  })
  .refine((body) => body.payment_mode !== 'wallet' || body.pin !== undefined, {
    error: messages.pinRequired,
    path: ['pin'],
  });
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** Card payments continue at `authorization_url`; wallet payments are settled already (null). */
export const checkoutAnswer = z.object({
  reference: z.string(),
  payment_reference: z.string().nullable(),
  status: orderStatus,
  payment_status: z.enum(PAYMENT_STATES),
  payment_mode: paymentMode,
  authorization_url: z.string().nullable(),
  access_code: z.string().nullable(),
  totals: checkoutTotalsAnswer,
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

/**
 * POST payments/verify (/order-complete?reference=...): the payment reference Paystack returns with,
 * or an order reference. The server asks the gateway and settles the order before answering.
 */
export const paymentVerifyBody = z.object({
  reference: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.=-]+$/),
});
export type PaymentVerifyBody = z.infer<typeof paymentVerifyBody>;

/** POST orders/{reference}/pay: a new card payment for an unpaid order (after a decline). */
export const payAgainBody = z.object({ callback_url: z.url().max(2000).optional() });
export type PayAgainBody = z.infer<typeof payAgainBody>;
export const payAgainAnswer = z.object({
  reference: z.string(),
  payment_reference: z.string(),
  authorization_url: z.string(),
  access_code: z.string(),
});
export type PayAgainAnswer = z.infer<typeof payAgainAnswer>;

/** POST orders/{reference}/pay-by-wallet: an unpaid order paid from the main wallet instead. */
export const payByWalletBody = z.object({ pin: pinDigits });
export type PayByWalletBody = z.infer<typeof payByWalletBody>;

/** An order's item is the checkout line it was bought as, at the price then shown. */
export const orderItem = checkoutLine;
export type OrderItem = z.infer<typeof orderItem>;

/** The orders-and-tracking tabs: open orders are still on their way, closed ones are done. */
export const OPEN_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'out_for_delivery',
  'delivery_stocked',
] as const satisfies OrderStatus[];
export const CLOSED_ORDER_STATUSES = ['delivered', 'cancelled', 'returns'] as const satisfies OrderStatus[];
export const ORDER_TABS = ['open', 'closed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Statuses from which the customer may still cancel (before shipping). */
export const CANCELLABLE_ORDER_STATUSES = ['pending', 'confirmed'] as const satisfies OrderStatus[];

/** One row of /account/orders-and-tracking. */
export const orderSummary = z.object({
  reference: z.string(),
  status: orderStatus,
  payment_mode: paymentMode,
  payment_status: z.enum(PAYMENT_STATES),
  /** How the card refund of a cancelled paid order stands; null when there is none (wallet refunds are at once). */
  refund_status: z.enum(REFUND_STATES).nullable(),
  total: nairaAmount,
  item_count: z.number().int().nonnegative(),
  /** The first item's picture. */
  thumbnail: z.string().nullable(),
  created_at: isoDateTime,
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** GET orders: newest first; `status` picks a tab (open or closed), none lists every order. */
export const ordersQuery = pageQuery.extend({ status: z.enum(ORDER_TABS).optional() });
export type OrdersQuery = z.infer<typeof ordersQuery>;
export const ordersAnswer = paginated(orderSummary);
export type OrdersAnswer = z.infer<typeof ordersAnswer>;

/** An item of an order's details: its review, and whether one can be given now (delivered, not reviewed). */
export const orderDetailsItem = orderItem.extend({
  can_review: z.boolean(),
  review: z.object({ uuid: entityUuid, rating: z.number().int().min(1).max(5) }).nullable(),
});
export type OrderDetailsItem = z.infer<typeof orderDetailsItem>;

/** What one vendor ships (ADR 0006), with its own status. */
export const orderPackage = z.object({
  reference: z.string(),
  status: orderStatus,
  vendor: z.object({ store_name: z.string(), city: z.string(), state: z.string() }),
  items: z.array(orderDetailsItem),
  subtotal: nairaAmount,
  delivery_fee: nairaAmount,
});
export type OrderPackage = z.infer<typeof orderPackage>;

/** The copy of the delivery address the order keeps. */
export const orderAddress = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  state_code: z.string(),
  postal_code: z.string(),
  phone_number: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddress>;

/** GET orders/{reference} (/account/order/{reference}); POST orders/{reference}/cancel answers it too. */
export const orderDetails = orderSummary.extend({
  packages: z.array(orderPackage),
  /** Every charge of the total, as checkout showed it. */
  totals: checkoutTotalsAnswer,
  delivery_address: orderAddress,
  delivery_method: deliveryMethod,
  delivery_dates: z.array(z.string()),
  courier_name: z.string().nullable(),
  /** The courier's estimate as checkout showed it ('1 - 2 working days'); null on older orders. */
  delivery_eta_time: z.string().nullable(),
  payment_gateway: z.string().nullable(),
  paid_at: isoDateTime.nullable(),
  cancelled_at: isoDateTime.nullable(),
  cancel_reason: z.string().nullable(),
  /**
   * Money sent back: the cancel's refund (wallet or card), and any card charge the order could not
   * take (paid after its release, or a second payment), oldest first.
   */
  refunds: z.array(orderRefund),
  /** Before shipping only (pending or confirmed). */
  can_cancel: z.boolean(),
});
export type OrderDetails = z.infer<typeof orderDetails>;

/** One line of /account/order/{reference}/package-history. */
export const packageHistoryEntry = z.object({
  status: orderStatus,
  note: z.string().nullable(),
  at: isoDateTime,
});
export type PackageHistoryEntry = z.infer<typeof packageHistoryEntry>;

/** One package's timeline: the order's own events (placed, paid, cancelled) and the package's moves. */
export const packageHistory = z.object({
  reference: z.string(),
  status: orderStatus,
  vendor: z.object({ store_name: z.string() }),
  events: z.array(packageHistoryEntry),
});
export type PackageHistory = z.infer<typeof packageHistory>;

/**
 * GET orders/{reference}/package-history. `packages` is empty while the order has no event beyond
 * 'Order placed': the page then shows the 'order tracking unavailable' notice.
 */
export const packageHistoryAnswer = z.object({
  reference: z.string(),
  status: orderStatus,
  packages: z.array(packageHistory),
});
export type PackageHistoryAnswer = z.infer<typeof packageHistoryAnswer>;

/** What /order-complete shows once the payment is verified. */
export const orderCompleteAnswer = z.object({
  reference: z.string(),
  payment_reference: z.string().nullable(),
  status: orderStatus,
  payment_status: z.enum(PAYMENT_STATES),
  payment_mode: paymentMode,
  /** The gateway's words when a card was declined ('Declined'), else null. */
  payment_message: z.string().nullable(),
  items: z.array(orderItem),
  totals: checkoutTotalsAnswer,
  delivery_address: z.string(),
  delivery_dates: z.array(z.string()),
  courier_name: z.string().nullable(),
  /** The courier's estimate as checkout showed it ('1 - 2 working days'); null on older orders. */
  delivery_eta_time: z.string().nullable(),
  created_at: isoDateTime,
  /** Unpaid orders give their stock back at this time. */
  expires_at: isoDateTime.nullable(),
  /** The refund of the payment this page names, when the shop could not keep it (or the order's cancel). */
  refund: orderRefund.nullable(),
});
export type OrderCompleteAnswer = z.infer<typeof orderCompleteAnswer>;

/**
 * POST orders/{reference}/cancel (/account/cancel-order, then /account/order-cancelled): answers the
 * order's details. A second cancel changes nothing and answers the cancelled order again (200).
 */
export const cancelOrderBody = z.object({
  reason: z
    .string({ error: messages.cancelReasonRequired })
    .trim()
    .min(1, { error: messages.cancelReasonRequired })
    .max(500, { error: messages.cancelReasonMax }),
});
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

/**
 * GET orders/{reference}/cancel-preview: what cancelling now would give back, worked out by the same
 * code as the cancel itself (issue 54), so the cancel page promises what the cancel pays: the refund
 * and where it goes (none for an unpaid order), the order's Spend and Save savings already moved out
 * of Spend and Save (kept by the customer, so not refunded again), and the Smart Coins it used.
 */
export const cancelPreviewAnswer = z.object({
  paid: z.boolean(),
  method: z.enum(['wallet', 'card']).nullable(),
  refund_amount: nairaAmount,
  savings_kept: nairaAmount,
  coins_returned: z.number().int().nonnegative(),
});
export type CancelPreview = z.infer<typeof cancelPreviewAnswer>;

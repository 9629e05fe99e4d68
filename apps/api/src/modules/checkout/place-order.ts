import { randomInt } from 'node:crypto';
import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { DELIVERY_COUNTRY } from '@oja/contract/constants';
import { messages, stockShortMessage, totalChangedMessage } from '@oja/contract/messages';
import { nairaToKobo } from '@oja/contract/money';
import type { CheckoutBody } from '@oja/contract/orders';
import { and, eq, gte, sql } from 'drizzle-orm';
import { type Db, type Tx, transactionWithRetry } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cartItems } from '../../db/tables/cart.ts';
import { products } from '../../db/tables/catalog.ts';
import { orderItems, orderPackages, orderStatusEvents, orders } from '../../db/tables/orders.ts';
import { payments } from '../../db/tables/payments.ts';
import { conflict, HttpError, unprocessable } from '../../lib/http-errors.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { announceOrderPlaced } from '../orders/notices.ts';
import { markOrderPaid } from '../orders/paid.ts';
import { RELEASE_UNPAID_ORDER, type ReleaseUnpaidOrderJob } from '../orders/release.ts';
import { claimedNow } from '../payments/payment-page.ts';
import { type PaymentRow, paymentReference } from '../payments/service.ts';
import { lockCustomerWallets } from '../wallet/accounts.ts';
import { checkPin } from '../wallet/pin.ts';
import type { PinSecrets } from '../wallet/pin-hash.ts';
import { creditSpendAndSave, payOrderFromWallet, redeemSmartCoins } from '../wallet/postings.ts';
import type { SmartCoinRates } from '../wallet/smart-coin.ts';
import { assertWithinHoldLimits, type HoldLimits } from './hold-limits.ts';
import { lineTotalKobo, unitPriceKobo } from './lines.ts';
import { type CheckoutOptions, type PricedCheckout, priceCheckout, toSummaryAnswer } from './summary.ts';

// Crockford's base 32 without I, L, O, U: read aloud over the phone without confusion.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function newOrderReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `OJA-${code}`;
}

type OrderRow = typeof orders.$inferSelect;

/**
 * A new order also answers its rows as written (the order, its first card payment) and the
 * customer's email, so the payment page can be asked for without reading them back.
 */
export type PlacedOrder = { orderId: number; reference: string } & (
  | { replayed: true }
  | { replayed: false; order: OrderRow; payment: PaymentRow | null; email: string }
);

function optionsOf(body: CheckoutBody): CheckoutOptions {
  return {
    deliveryMethod: body.delivery_method === 'courier_plus' ? 'courier_plus' : 'door_delivery',
    paymentMode: body.payment_mode,
    courierId: body.courier_id,
    addressUuid: body.delivery_address,
    useSmartCoin: body.use_smart_coin_as_discount,
  };
}

/** A refusal that carries the figures the page should show instead. */
function stale(message: string, summary: CheckoutSummaryAnswer) {
  return new HttpError(409, message, undefined, 'error', summary);
}

const orderByKeyQuery = preparedQuery((db) =>
  db
    .select({ id: orders.id, userId: orders.userId, reference: orders.reference })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.idempotencyKey, sql.placeholder('idempotencyKey')),
      ),
    )
    .limit(1)
    .prepare('checkout_order_by_key'),
);

/**
 * The order a replay placed (null for a new one): the one this cart's group_reference_id placed (read
 * with the pricing, any customer's, and another's is refused), or the one of the Idempotency-Key.
 */
async function existingOrder(tx: Tx, userId: number, priced: PricedCheckout, idempotencyKey?: string) {
  const { placed } = priced;
  if (placed) {
    if (placed.userId !== userId) throw conflict(messages.otherCustomersGroup);
    return { id: placed.id, reference: placed.reference };
  }
  if (!idempotencyKey) return null;
  const [byKey] = await orderByKeyQuery(tx).execute({ userId, idempotencyKey });
  return byKey ?? null;
}

/** Refuses an order the shopper did not see: every figure must match what the server computes now. */
function assertAsShown(priced: PricedCheckout, body: CheckoutBody, options: CheckoutOptions) {
  const summary = () => toSummaryAnswer(priced, priced.groupReferenceId ?? body.group_reference_id, options);
  if (priced.lines.length === 0) throw conflict(messages.emptyCart);
  if (priced.groupReferenceId !== body.group_reference_id) {
    throw stale(messages.cartChanged, summary());
  }
  const { address } = priced;
  if (!address) throw unprocessable({ delivery_address: [messages.noAddress] });
  // An address saved before the shop refused other countries is not delivered to either.
  if (address.country !== DELIVERY_COUNTRY) {
    throw unprocessable({ delivery_address: [messages.nigeriaOnly] });
  }
  if (
    (body.town_id && body.town_id !== address.townId) ||
    (body.station_code && body.station_code !== address.stateCode)
  ) {
    throw unprocessable({ town_id: [messages.addressMismatch] });
  }
  if (!priced.courier || priced.courier.courier.code !== body.courier_id) {
    throw unprocessable({ courier_id: [messages.courierUnavailable] });
  }
  if (
    nairaToKobo(body.order_amount) !== priced.totals.total ||
    nairaToKobo(body.delivery_fee) !== priced.totals.deliveryFee
  ) {
    throw stale(totalChangedMessage(priced.totals.total), summary());
  }
}

/**
 * Takes the units off the shelf. Products are updated in id order, before any wallet row, as every
 * money and stock transaction locks them (ADR 0027), so none waits on another in a circle; the
 * guarded update makes the last unit go to one.
 */
async function reserveStock(tx: Tx, priced: PricedCheckout) {
  const wanted = new Map<number, { name: string; quantity: number }>();
  for (const line of priced.lines) {
    const entry = wanted.get(line.product.id) ?? { name: line.product.name, quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(line.product.id, entry);
  }
  for (const [productId, { name, quantity }] of [...wanted].sort(([a], [b]) => a - b)) {
    const updated = await takeStockQuery(tx).execute({ productId, quantity });
    if (updated.length === 0) {
      const [left] = await tx
        .select({ stock: products.quantity })
        .from(products)
        .where(eq(products.id, productId));
      throw conflict(stockShortMessage(name, left?.stock ?? 0));
    }
  }
}

const takeStockQuery = preparedQuery((db) =>
  db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${sql.placeholder('quantity')}::int` })
    .where(
      and(eq(products.id, sql.placeholder('productId')), gte(products.quantity, sql.placeholder('quantity'))),
    )
    .returning({ id: products.id })
    .prepare('checkout_take_stock'),
);

/** The order's columns, each a placeholder of the same name. */
const ORDER_COLUMNS = [
  'reference',
  'userId',
  'groupReferenceId',
  'idempotencyKey',
  'paymentMode',
  'paymentGateway',
  'deliveryMethod',
  'courierId',
  'deliveryAddress',
  'deliveryPostalCode',
  'deliveryState',
  'deliveryStateCode',
  'deliveryCity',
  'deliveryTownId',
  'deliveryCountry',
  'deliveryPhoneNumber',
  'deliveryDateFrom',
  'deliveryDateTo',
  'deliveryEtaTime',
  'subtotalKobo',
  'spendAndSaveKobo',
  'smartCoinKobo',
  'transactionChargeKobo',
  'deliveryFeeKobo',
  'totalKobo',
  'expiresAt',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];
type OrderValues = Pick<typeof orders.$inferInsert, (typeof ORDER_COLUMNS)[number]>;

const orderInsert = preparedQuery((db) =>
  db
    .insert(orders)
    .values(
      Object.fromEntries(
        ORDER_COLUMNS.map((column) => [
          column,
          // A timestamp placeholder is encoded by its column, which cannot take null: cast in SQL instead.
          column === 'expiresAt' ? sql`${sql.placeholder(column)}::timestamptz` : sql.placeholder(column),
        ]),
      ) as unknown as typeof orders.$inferInsert,
    )
    .returning()
    .prepare('checkout_order_insert'),
);
type OrderContents = {
  packages: {
    vendor_id: number;
    reference: string;
    subtotal_kobo: number;
    delivery_fee_kobo: number;
    weight_grams: number;
    items: {
      product_id: number;
      name: string;
      unit_price_kobo: number;
      quantity: number;
      colors: string[];
      sizes: string[];
      line_total_kobo: number;
      affiliate_id: string | null;
    }[];
  }[];
};

/**
 * The order's packages, their items and the first event of its history, and the cart emptied of the
 * lines they came from, in one statement: the packages come back with their ids by reference, each
 * item joins its package by that reference, and the items are written in the order of the cart (one
 * document parameter, so one statement text for any number of packages and items).
 */
async function writeOrderContents(tx: Tx, orderId: number, cartId: number, contents: OrderContents) {
  await tx.execute(sql`
    with pks as (
      select p, n from jsonb_array_elements(${JSON.stringify(contents.packages)}::jsonb) with ordinality as x(p, n)),
    pk as (
      insert into ${orderPackages} (order_id, vendor_id, reference, subtotal_kobo, delivery_fee_kobo, weight_grams)
      select ${orderId}::int, (p ->> 'vendor_id')::int, p ->> 'reference', (p ->> 'subtotal_kobo')::bigint,
        (p ->> 'delivery_fee_kobo')::bigint, (p ->> 'weight_grams')::int
      from pks order by n
      returning id, reference),
    it as (
      insert into ${orderItems} (order_id, package_id, product_id, name, unit_price_kobo, quantity, colors, sizes, line_total_kobo, affiliate_id)
      select ${orderId}::int, pk.id, (i ->> 'product_id')::int, i ->> 'name', (i ->> 'unit_price_kobo')::bigint,
        (i ->> 'quantity')::int, array(select jsonb_array_elements_text(i -> 'colors')),
        array(select jsonb_array_elements_text(i -> 'sizes')), (i ->> 'line_total_kobo')::bigint, i ->> 'affiliate_id'
      from pks join pk on pk.reference = pks.p ->> 'reference',
        jsonb_array_elements(pks.p -> 'items') with ordinality as y(i, m)
      order by pks.n, y.m
      returning 1),
    ev as (insert into ${orderStatusEvents} (order_id, status, note) values (${orderId}::int, 'pending', 'Order placed')),
    emptied as (delete from ${cartItems} where cart_id = ${cartId}::int)
    select (select count(*) from it) as items`);
}

const firstPaymentInsert = preparedQuery((db) =>
  db
    .insert(payments)
    .values({
      reference: sql.placeholder('reference'),
      purpose: 'order',
      orderGroup: sql.placeholder('orderGroup'),
      userId: sql.placeholder('userId'),
      amountKobo: sql.placeholder('amountKobo'),
      gateway: sql.placeholder('gateway'),
      initializeClaimedAt: claimedNow,
    })
    .returning()
    .prepare('checkout_first_payment'),
);
async function writeOrder(
  tx: Tx,
  userId: number,
  priced: PricedCheckout,
  body: CheckoutBody,
  idempotencyKey: string | undefined,
  expiresAt: Date | null,
) {
  const address = priced.address!;
  const quote = priced.courier!;
  const reference = newOrderReference();
  const dates = quote.deliveryDates;
  const [order] = await orderInsert(tx).execute({
    reference,
    userId,
    groupReferenceId: body.group_reference_id,
    idempotencyKey: idempotencyKey ?? null,
    paymentMode: body.payment_mode,
    paymentGateway: body.payment_mode === 'card_payment' ? body.payment_gateway : null,
    deliveryMethod: body.delivery_method,
    courierId: quote.courier.id,
    deliveryAddress: address.address,
    deliveryPostalCode: address.postalCode,
    deliveryState: address.state,
    deliveryStateCode: address.stateCode,
    deliveryCity: address.city,
    deliveryTownId: address.townId,
    deliveryCountry: address.country,
    deliveryPhoneNumber: address.phoneNumber,
    deliveryDateFrom: dates[0] ?? null,
    deliveryDateTo: dates[dates.length - 1] ?? null,
    deliveryEtaTime: quote.etaText,
    subtotalKobo: priced.totals.cartTotal,
    spendAndSaveKobo: priced.totals.spendAndSaveCharge,
    smartCoinKobo: priced.totals.smartCoinCharge,
    transactionChargeKobo: priced.totals.transactionCharge,
    deliveryFeeKobo: priced.totals.deliveryFee,
    totalKobo: priced.totals.total,
    expiresAt: expiresAt?.toISOString() ?? null,
  } satisfies Record<keyof OrderValues, unknown>);
  const orderId = order!.id;
  await writeOrderContents(tx, orderId, priced.cartId!, {
    packages: priced.packages.map((pack, index) => ({
      vendor_id: pack.vendor.id,
      reference: `${reference}-${index + 1}`,
      subtotal_kobo: pack.subtotalKobo,
      delivery_fee_kobo: quote.packages[index]?.feeKobo ?? 0,
      weight_grams: pack.weightGrams,
      items: pack.lines.map((line) => ({
        product_id: line.product.id,
        name: line.product.name,
        unit_price_kobo: unitPriceKobo(line),
        quantity: line.quantity,
        colors: line.colors,
        sizes: line.sizes,
        line_total_kobo: lineTotalKobo(line),
        affiliate_id: line.affiliateId,
      })),
    })),
  });
  let payment: PaymentRow | undefined;
  if (body.payment_mode === 'card_payment') {
    [payment] = await firstPaymentInsert(tx).execute({
      reference: paymentReference(reference, 1),
      orderGroup: body.group_reference_id,
      userId,
      amountKobo: priced.totals.total,
      gateway: body.payment_gateway,
    });
  }
  return { orderId, reference, order: order!, payment: payment ?? null };
}

export type PlaceOrderDeps = {
  db: Db;
  jobs: Jobs;
  unpaidOrderSeconds: number;
  holdLimits: HoldLimits;
  rates: SmartCoinRates;
  pinSecrets: PinSecrets;
  now?: () => Date;
};

/**
 * POST checkout, in one transaction: check the figures the shopper saw, take the stock, write the
 * order, its packages, items and first payment, empty the cart, and queue the release of an unpaid
 * order. The same group_reference_id (or Idempotency-Key) sent again answers the order it placed.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  userId: number,
  body: CheckoutBody,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const options = optionsOf(body);
  // Before the transaction: a wrong PIN is counted even though nothing else is written.
  if (body.payment_mode === 'wallet') await checkPin(deps.db, deps.pinSecrets, userId, body.pin ?? '');
  return transactionWithRetry(deps.db, async (tx) => {
    // Lock order (ADR 0027): the cart row first (priceCheckout), so a replay waits for the first
    // request to end and one customer's checkouts run one at a time; then, for a card order, the
    // customer's open unpaid orders (shared, by the hold limits); then the products by id
    // (reserveStock); then the customer's wallets by id; the shop's accounts are never locked.
    const priced = await priceCheckout(
      tx,
      userId,
      { ...options, placing: body.group_reference_id, cooldownSeconds: deps.holdLimits.cooldownSeconds },
      deps.rates,
    );
    const existing = await existingOrder(tx, userId, priced, idempotencyKey);
    if (existing) return { orderId: existing.id, reference: existing.reference, replayed: true as const };
    assertAsShown(priced, body, options);
    const byWallet = body.payment_mode === 'wallet';
    // A card order holds its units for a time that shrinks as the customer's holds grow (ADR 0072);
    // its release job is queued for that time below.
    const holdSeconds = byWallet
      ? 0
      : await assertWithinHoldLimits(
          tx,
          userId,
          {
            lines: priced.lines,
            valueKobo: priced.totals.cartTotal,
            openOrders: priced.unpaidOrders,
            endedOrders: priced.endedUnpaidOrders,
          },
          deps.holdLimits,
          deps.unpaidOrderSeconds,
        );
    const expiresAt = new Date((deps.now?.() ?? new Date()).getTime() + holdSeconds * 1000);
    const placed = await writeOrder(tx, userId, priced, body, idempotencyKey, byWallet ? null : expiresAt);
    await reserveStock(tx, priced);
    const wallets = priced.coinsUsed > 0 || byWallet ? await lockCustomerWallets(tx, userId) : undefined;
    if (priced.coinsUsed > 0) {
      await redeemSmartCoins(tx, {
        userId,
        orderReference: placed.reference,
        coins: priced.coinsUsed,
        wallets,
      });
    }
    if (byWallet) {
      // Paid now, in this transaction: not enough money throws 409 and nothing above is kept.
      await payOrderFromWallet(tx, {
        userId,
        orderReference: placed.reference,
        amountKobo: priced.totals.total,
        wallets,
      });
      const paidAt = await markOrderPaid(tx, placed.orderId, 'Paid from the wallet');
      // The order as it now stands, for the answer, without reading it back.
      placed.order = {
        ...placed.order,
        status: 'confirmed',
        paidAt,
        updatedAt: paidAt ?? placed.order.updatedAt,
      };
      const saved = priced.totals.spendAndSaveCharge;
      if (saved > 0)
        await creditSpendAndSave(tx, {
          userId,
          orderReference: placed.reference,
          amountKobo: saved,
          wallets,
        });
    } else {
      await announceOrderPlaced(tx, {
        userId,
        reference: placed.reference,
        totalKobo: priced.totals.total,
        expiresAt,
      });
      await deps.jobs.sendInTransaction(
        tx,
        RELEASE_UNPAID_ORDER,
        { orderId: placed.orderId } satisfies ReleaseUnpaidOrderJob,
        { startAfter: expiresAt },
      );
    }
    return { ...placed, email: priced.email, replayed: false };
  });
}

import { messages } from '@oja/contract/messages';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Tx, transactionWithRetry } from '../../db/client.ts';
import { type PaystackClient, PaystackError, type VerifiedTransaction } from '../../integrations/paystack.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { paymentReference } from '../checkout/place-order.ts';
import { users } from '../identity/tables.ts';
import { announceWalletFunded } from '../orders/notices.ts';
import { markOrderPaid } from '../orders/paid.ts';
import { orders } from '../orders/tables.ts';
import { lockOrder, undoOrder } from '../orders/undo.ts';
import { lockCustomerWallets } from '../wallet/accounts.ts';
import { checkPin } from '../wallet/pin.ts';
import {
  creditSpendAndSave,
  creditWalletFunding,
  payOrderFromWallet,
  recordCardSale,
} from '../wallet/postings.ts';
import { payments } from './tables.ts';

export type PaymentDeps = { db: Db; paystack: PaystackClient; log: FastifyBaseLogger };

type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** What a verify answer or a webhook says about a transaction, reduced to what settling needs. */
export type GatewayVerdict = Pick<
  VerifiedTransaction,
  'status' | 'amountKobo' | 'currency' | 'gatewayResponse'
> & {
  raw: unknown;
};

const AMOUNT_MISMATCH = 'Amount or currency does not match the order';

const CLAIM_SECONDS = 30;
const WAIT_FOR_PAGE_MS = 20_000;

/** The payment's page once another request has it (a double tap waits for the first tap's page). */
async function waitForPage(db: Db, paymentId: number) {
  const until = Date.now() + WAIT_FOR_PAGE_MS;
  while (Date.now() < until) {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (row?.authorizationUrl && row.accessCode) {
      return { authorizationUrl: row.authorizationUrl, accessCode: row.accessCode };
    }
    if (row?.status !== 'pending') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new HttpError(502, messages.gatewayUnavailable);
}

/**
 * Asks the gateway for a payment page for this payment row. Runs outside any transaction: no lock is
 * held while waiting on the network. One request claims the row first, so two taps never send the same
 * reference twice; the other waits for the page. A gateway that cannot be reached leaves the order
 * unpaid; the shopper tries again with a fresh reference (the gateway may have kept the first one).
 */
async function initializePayment(deps: PaymentDeps, payment: PaymentRow, email: string, callbackUrl: string) {
  const [claimed] = await deps.db
    .update(payments)
    .set({ initializeClaimedAt: new Date() })
    .where(
      and(
        eq(payments.id, payment.id),
        isNull(payments.authorizationUrl),
        or(
          isNull(payments.initializeClaimedAt),
          lt(payments.initializeClaimedAt, sql`now() - make_interval(secs => ${CLAIM_SECONDS})`),
        ),
      ),
    )
    .returning({ id: payments.id });
  if (!claimed) return waitForPage(deps.db, payment.id);
  try {
    const started = await deps.paystack.initialize({
      email,
      amountKobo: payment.amountKobo,
      reference: payment.reference,
      callbackUrl,
      currency: 'NGN',
      metadata: { order_group: payment.orderGroup },
    });
    await deps.db
      .update(payments)
      .set({
        authorizationUrl: started.authorizationUrl,
        accessCode: started.accessCode,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
    return { authorizationUrl: started.authorizationUrl, accessCode: started.accessCode };
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    deps.log.warn(
      { status: error.status, reference: payment.reference },
      'payment gateway refused initialize',
    );
    await deps.db
      .update(payments)
      .set({ status: 'abandoned', gatewayResponse: error.message, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    throw new HttpError(502, messages.gatewayUnavailable);
  }
}

async function orderOf(db: Db | Tx, userId: number, reference: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound(messages.orderNotFound);
  return order;
}

const latestPayment = (db: Db | Tx, groupReferenceId: string) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderGroup, groupReferenceId))
    .orderBy(desc(payments.id))
    .limit(1)
    .then((rows) => rows[0] ?? null);

/**
 * The card payment page of an unpaid order: the pending attempt's page when it has one, otherwise a
 * new attempt (`-P2`, `-P3` after a decline, an abandoned page or a gateway failure).
 */
export async function cardPaymentPage(
  deps: PaymentDeps,
  userId: number,
  orderReference: string,
  callbackUrl: string,
) {
  const order = await orderOf(deps.db, userId, orderReference);
  if (order.paidAt) throw conflict(messages.orderAlreadyPaid);
  if (order.status === 'cancelled') throw conflict(messages.orderExpired);
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const last = await latestPayment(deps.db, order.groupReferenceId);
  if (last?.status === 'pending' && last.authorizationUrl && last.accessCode) {
    return { order, payment: last, authorizationUrl: last.authorizationUrl, accessCode: last.accessCode };
  }
  let payment: PaymentRow | undefined =
    last?.status === 'pending' && !last.authorizationUrl ? last : undefined;
  if (!payment) {
    const attempts = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.orderGroup, order.groupReferenceId));
    [payment] = await deps.db
      .insert(payments)
      .values({
        reference: paymentReference(order.reference, (attempts[0]?.n ?? 0) + 1),
        purpose: 'order',
        orderGroup: order.groupReferenceId,
        userId,
        amountKobo: order.totalKobo,
        gateway: order.paymentGateway ?? 'paystack',
      })
      .returning();
  }
  const page = await initializePayment(deps, payment!, user!.email, callbackUrl);
  return { order, payment: payment!, ...page };
}

export type Settlement = 'paid' | 'already_settled' | 'refused' | 'failed' | 'pending' | 'refund_needed';

/**
 * Applies what the gateway says about one payment, exactly once: the payment row is locked, so verify
 * and the webhook (or two webhooks) arriving together are applied one after the other, and the second
 * finds the payment settled and changes nothing. Money that arrives for an order that can no longer
 * take it (released for lack of payment, or paid already by another attempt) is marked for a refund.
 */
export async function settlePayment(deps: PaymentDeps, reference: string, verdict: GatewayVerdict) {
  return transactionWithRetry(
    deps.db,
    async (tx): Promise<{ settlement: Settlement; payment: PaymentRow | null }> => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.reference, reference))
        .for('update');
      if (!payment) return { settlement: 'refused', payment: null };
      if (payment.status === 'success' || payment.status === 'reversed') {
        return { settlement: 'already_settled', payment };
      }
      const now = new Date();
      if (verdict.status === 'failed' || verdict.status === 'abandoned') {
        await tx
          .update(payments)
          .set({ status: verdict.status, gatewayResponse: verdict.gatewayResponse, updatedAt: now })
          .where(eq(payments.id, payment.id));
        return { settlement: 'failed', payment };
      }
      if (verdict.status !== 'success') return { settlement: 'pending', payment };
      if (verdict.amountKobo !== payment.amountKobo || verdict.currency !== payment.currency) {
        deps.log.warn(
          { reference, expected: payment.amountKobo, got: verdict.amountKobo, currency: verdict.currency },
          'payment refused: amount or currency does not match',
        );
        await tx
          .update(payments)
          .set({
            status: 'failed',
            gatewayResponse: AMOUNT_MISMATCH,
            gatewayPayload: verdict.raw,
            updatedAt: now,
          })
          .where(eq(payments.id, payment.id));
        return { settlement: 'refused', payment };
      }
      await tx
        .update(payments)
        .set({
          status: 'success',
          gatewayResponse: verdict.gatewayResponse,
          gatewayPayload: verdict.raw,
          verifiedAt: now,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      if (payment.purpose === 'wallet_funding') {
        const credited = await creditWalletFunding(tx, payment);
        if (credited.posted && payment.userId !== null) await announceWalletFunded(tx, payment);
        return { settlement: 'paid', payment };
      }
      if (!payment.orderGroup) return { settlement: 'refused', payment };
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.groupReferenceId, payment.orderGroup))
        .for('update');
      if (!order) return { settlement: 'refused', payment };
      if (order.paidAt || order.status === 'cancelled') return { settlement: 'refund_needed', payment };
      await markOrderPaid(tx, order.id, 'Payment received');
      await recordCardSale(tx, { orderReference: order.reference, amountKobo: payment.amountKobo });
      if (order.spendAndSaveKobo > 0) {
        await creditSpendAndSave(tx, {
          userId: order.userId,
          orderReference: order.reference,
          amountKobo: order.spendAndSaveKobo,
        });
      }
      return { settlement: 'paid', payment };
    },
  );
}

/** Sends back money the shop cannot keep; the refund is recorded so it is never sent twice. */
async function refundUnwanted(deps: PaymentDeps, payment: PaymentRow) {
  const [claimed] = await deps.db
    .update(payments)
    .set({ status: 'reversed', refundedKobo: payment.amountKobo, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'success'), eq(payments.refundedKobo, 0)))
    .returning({ id: payments.id });
  if (!claimed) return;
  try {
    await deps.paystack.refund({
      reference: payment.reference,
      merchantNote: 'Order could no longer be filled',
    });
  } catch (error) {
    // Put the claim back so a later verify or webhook retries the refund.
    await deps.db
      .update(payments)
      .set({ status: 'success', refundedKobo: 0 })
      .where(eq(payments.id, payment.id));
    deps.log.error({ err: error, reference: payment.reference }, 'refund failed; will retry');
  }
}

export async function applyVerdict(deps: PaymentDeps, reference: string, verdict: GatewayVerdict) {
  const result = await settlePayment(deps, reference, verdict);
  if (result.settlement === 'refund_needed' && result.payment) {
    await refundUnwanted(deps, { ...result.payment, status: 'success' });
  }
  return result.settlement;
}

/** Asks the gateway about a payment and applies the answer (the /order-complete page and the release job). */
export async function verifyWithGateway(deps: PaymentDeps, payment: PaymentRow): Promise<Settlement | null> {
  if (!(MAY_BE_CHARGED as readonly string[]).includes(payment.status) || !payment.accessCode) return null;
  let verified: VerifiedTransaction;
  try {
    verified = await deps.paystack.verify(payment.reference);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    deps.log.warn({ status: error.status, reference: payment.reference }, 'payment verify failed');
    return null;
  }
  return applyVerdict(deps, payment.reference, { ...verified, raw: verified.raw });
}

/** The payment named by a /order-complete reference: a payment reference, or an order reference. */
export async function findOrderForReference(db: Db, userId: number, reference: string) {
  const [byPayment] = await db
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.groupReferenceId, payments.orderGroup))
    .where(and(eq(payments.reference, reference), eq(orders.userId, userId)))
    .limit(1);
  if (byPayment) return byPayment;
  const order = await orderOf(db, userId, reference);
  return { order, payment: await latestPayment(db, order.groupReferenceId) };
}

/**
 * The gateway may still take money on an attempt that is not settled: a pending page, or a declined
 * one (Paystack lets the shopper try again on the same page). These are the attempts to ask about.
 */
const MAY_BE_CHARGED = ['pending', 'failed'] as const;

/**
 * The release job: an order still unpaid at its deadline gives its stock back. Every attempt the
 * gateway may have charged is verified first, so a payment whose webhook was lost is honoured rather
 * than released; one that lands after the release is refunded as money the shop cannot keep.
 */
export async function releaseUnpaidOrder(deps: PaymentDeps, orderId: number) {
  const attempts = await deps.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.groupReferenceId, payments.orderGroup))
    .where(and(eq(orders.id, orderId), inArray(payments.status, [...MAY_BE_CHARGED])));
  for (const { payment } of attempts) await verifyWithGateway(deps, payment);

  await transactionWithRetry(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.paidAt || order.status !== 'pending') return;
    await undoOrder(tx, order, { cause: 'unpaid' });
  });
}

/** The periodic reconciliation: re-verifies recent attempts that the gateway may have charged. */
export const RECONCILE_PAYMENTS = 'reconcile-payments';
export const RECONCILE_PAYMENTS_CRON = '*/10 * * * *';
const RECONCILE_HOURS = 48;
const RECONCILE_BATCH = 200;

/**
 * Asks the gateway about every attempt of the last two days still pending or declined with a page:
 * a charge whose webhook was lost pays its order, or is refunded when the order can no longer take
 * it (released, cancelled, or paid by another attempt). Answers how each came out.
 */
export async function reconcilePayments(deps: PaymentDeps) {
  const open = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...MAY_BE_CHARGED]),
        isNotNull(payments.accessCode),
        gt(payments.createdAt, sql`now() - make_interval(hours => ${RECONCILE_HOURS})`),
      ),
    )
    .orderBy(payments.id)
    .limit(RECONCILE_BATCH);
  const outcomes: Partial<Record<Settlement, number>> = {};
  for (const payment of open) {
    const settlement = await verifyWithGateway(deps, payment);
    if (settlement) outcomes[settlement] = (outcomes[settlement] ?? 0) + 1;
  }
  return { checked: open.length, outcomes };
}

/**
 * Pays an unpaid order from the main wallet (after a declined card, or instead of the card page):
 * the card transaction charge falls away, the debit and the order's change are one transaction, and
 * a card payment that still arrives later is refunded as money the shop cannot keep.
 */
export async function payOrderByWallet(deps: PaymentDeps, userId: number, reference: string, pin: string) {
  await checkPin(deps.db, userId, pin);
  const found = await orderOf(deps.db, userId, reference);
  return transactionWithRetry(deps.db, async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order) throw notFound(messages.orderNotFound);
    if (order.paidAt) throw conflict(messages.orderAlreadyPaid);
    if (order.status === 'cancelled') throw conflict(messages.orderExpired);
    const totalKobo = order.totalKobo - order.transactionChargeKobo;
    await lockCustomerWallets(tx, userId);
    await payOrderFromWallet(tx, { userId, orderReference: order.reference, amountKobo: totalKobo });
    await tx
      .update(orders)
      .set({ paymentMode: 'wallet', paymentGateway: null, transactionChargeKobo: 0, totalKobo })
      .where(eq(orders.id, order.id));
    await tx
      .update(payments)
      .set({ status: 'abandoned', gatewayResponse: 'Paid from the wallet instead', updatedAt: new Date() })
      .where(and(eq(payments.orderGroup, order.groupReferenceId), eq(payments.status, 'pending')));
    await markOrderPaid(tx, order.id, 'Paid from the wallet');
    if (order.spendAndSaveKobo > 0) {
      await creditSpendAndSave(tx, {
        userId,
        orderReference: order.reference,
        amountKobo: order.spendAndSaveKobo,
      });
    }
    const [paid] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return paid!;
  });
}

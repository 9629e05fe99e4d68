import type { RefundCause } from '@oja/contract/refunds';
import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Tx, transactionWithRetry } from '../../db/client.ts';
import { cardRefunds, payments } from '../../db/tables/payments.ts';
import { type PaystackClient, PaystackError, type VerifiedTransaction } from '../../integrations/paystack.ts';
import { creditWalletFunding } from '../wallet/postings.ts';
import { announceWalletFunded, type Notify } from './notices.ts';
import { announceUnwantedCharge, type Inbox } from './refund-notices.ts';
import { queueCardRefund, reconcileRefunds, sendCardRefund } from './refunds.ts';
import { type CheckedVerdict, claimProblems, recordRefusal, verdictProblems } from './refusals.ts';

export type PaymentDeps = { db: Db; paystack: PaystackClient; log: FastifyBaseLogger };

export type PaymentRow = typeof payments.$inferSelect;

/**
 * What the gateway's verify answer says about a transaction, reduced to what settling needs. Only
 * this settles: a webhook is the gateway's news that something happened, and leads to a verify
 * (ADR 0070); what the webhook itself says is a claim, checked against this answer.
 */
export type GatewayVerdict = Pick<VerifiedTransaction, 'amountKobo' | 'currency' | 'gatewayResponse'> & {
  status: string;
  source: 'verify';
  raw: unknown;
};

/** The first card payment of an order is `<reference>-P1`, the next (after a decline) `-P2`, and so on. */
export const paymentReference = (orderReference: string, attempt: number) => `${orderReference}-P${attempt}`;

const AMOUNT_MISMATCH = 'Amount or currency does not match the order';

export type Settlement = 'paid' | 'already_settled' | 'refused' | 'failed' | 'pending' | 'refund_needed';

/**
 * The order side of a successful order payment, run in the settlement's transaction with the payment
 * row locked: lock the order row, and pay the order ('paid'), or say the money cannot be kept and why
 * (`{ refund }`: the order was released or cancelled, or paid by another attempt) or has no order
 * ('refused'). Orders implements it (orders/payment.ts); payments may not import orders.
 */
export type OrderSettler = (
  tx: Tx,
  payment: PaymentRow,
) => Promise<'paid' | 'refused' | { refund: RefundCause }>;

/**
 * What settling needs from modules payments may not import, given by the composition root (app.ts,
 * to the payments plugin) and by orders for the calls it makes itself: the order side of an order
 * payment, and engagement's notify (importing engagement would close a module cycle through catalog
 * and orders).
 */
export type SettlementPorts = {
  settleOrderPayment: OrderSettler;
  notify: Notify;
  /** Engagement's inbox, for what is told by mail too (a charge sent back, a refund that failed). */
  inbox: Inbox;
};
export type SettlementDeps = PaymentDeps & SettlementPorts;

/**
 * Applies what the gateway's verify answers about one payment, exactly once: the payment row is
 * locked, so two verifies (the return page, a webhook's, the reconciliation) arriving together are
 * applied one after the other, and the second finds the payment settled and changes nothing. Money
 * that arrives for an order that can no longer take it (released for lack of payment, or paid already
 * by another attempt) is marked for a refund. A success of another amount or currency is recorded
 * and the payment marked failed (ADR 0036). `claim` is what a webhook said: when the answer does not
 * bear it out (a charge.success the gateway calls pending, another amount), that is recorded too,
 * and only the answer counts (ADR 0070).
 */
export async function settlePayment(
  deps: SettlementDeps,
  reference: string,
  verdict: GatewayVerdict,
  claim?: CheckedVerdict,
) {
  return transactionWithRetry(
    deps.db,
    async (tx): Promise<{ settlement: Settlement; payment: PaymentRow | null; refundId?: number }> => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.reference, reference))
        .for('update');
      if (!payment) return { settlement: 'refused', payment: null };
      // Settled already: nothing said now can change it (a redelivered event may say 'reversed').
      if (payment.status === 'success' || payment.status === 'reversed') {
        return { settlement: 'already_settled', payment };
      }
      if (claim) {
        const doubts = claimProblems(payment, claim, verdict);
        if (doubts.length > 0) await recordRefusal(tx, deps.log, payment, claim, doubts);
      }
      const problems = verdictProblems(payment, verdict);
      const now = new Date();
      if (verdict.status === 'failed' || verdict.status === 'abandoned') {
        await tx
          .update(payments)
          .set({ status: verdict.status, gatewayResponse: verdict.gatewayResponse, updatedAt: now })
          .where(eq(payments.id, payment.id));
        return { settlement: 'failed', payment };
      }
      if (verdict.status !== 'success') return { settlement: 'pending', payment };
      if (problems.length > 0) {
        await recordRefusal(tx, deps.log, payment, verdict, problems);
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
        if (credited.posted && payment.userId !== null) await announceWalletFunded(deps.notify, tx, payment);
        return { settlement: 'paid', payment };
      }
      const order = await deps.settleOrderPayment(tx, payment);
      if (typeof order === 'string') return { settlement: order, payment };
      // Money the order cannot take: marked refunded and recorded to send in this same transaction,
      // so it is never lost between the settlement and the refund (ADR 0018, 0035).
      await tx
        .update(payments)
        .set({ status: 'reversed', refundedKobo: payment.amountKobo, updatedAt: now })
        .where(eq(payments.id, payment.id));
      const refundId = await queueCardRefund(tx, {
        paymentId: payment.id,
        amountKobo: payment.amountKobo,
        cause: order.refund,
      });
      if (payment.userId !== null) {
        const [refund] = await tx.select().from(cardRefunds).where(eq(cardRefunds.id, refundId));
        await announceUnwantedCharge(deps, tx, {
          userId: payment.userId,
          refund: refund!,
          paymentReference: payment.reference,
        });
      }
      return { settlement: 'refund_needed', payment, refundId };
    },
  );
}

export async function applyVerdict(
  deps: SettlementDeps,
  reference: string,
  verdict: GatewayVerdict,
  claim?: CheckedVerdict,
) {
  const result = await settlePayment(deps, reference, verdict, claim);
  // Sent after the commit; a failure is sent again by the reconcile job.
  if (result.refundId !== undefined) await sendCardRefund(deps, result.refundId);
  return result.settlement;
}

/** Asks the gateway about a payment and applies the answer (the /order-complete page and the release job). */
export async function verifyWithGateway(
  deps: SettlementDeps,
  payment: PaymentRow,
): Promise<Settlement | null> {
  // With no page the gateway never saw it, unless a request claimed it and died before saving one.
  if (!(MAY_BE_CHARGED as readonly string[]).includes(payment.status)) return null;
  if (!payment.accessCode && !payment.initializeClaimedAt) return null;
  let verified: VerifiedTransaction;
  try {
    verified = await deps.paystack.verify(payment.reference);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    // 404: the gateway has no transaction of this reference, so it took no money for it; the
    // payment is left as it is (an answer about it, not a failure of the shop).
    deps.log.warn(
      { status: error.status, reference: payment.reference },
      error.status === 404 ? 'payment unknown to the gateway; left as it is' : 'payment verify failed',
    );
    return null;
  }
  return applyVerdict(deps, payment.reference, { ...verified, raw: verified.raw, source: 'verify' });
}

/**
 * The gateway may still take money on an attempt that is not settled: a pending page, a declined
 * one (Paystack lets the shopper try again on the same page), or one the shop closed (the order was
 * cancelled or released, or paid another way) while its page stayed open. With no page (no access
 * code) the gateway never saw it. These are the attempts to ask about.
 */
export const MAY_BE_CHARGED = ['pending', 'failed', 'abandoned'] as const;

/** The periodic reconciliation: re-verifies recent attempts that the gateway may have charged. */
export const RECONCILE_PAYMENTS = 'reconcile-payments';
export const RECONCILE_PAYMENTS_CRON = '*/10 * * * *';
const RECONCILE_HOURS = 48;
const RECONCILE_BATCH = 100;

/**
 * Asks the gateway about every attempt of the last two days still pending or declined with a page:
 * a charge whose webhook was lost pays its order, or is refunded when the order can no longer take
 * it (released, cancelled, or paid by another attempt). All of them, oldest first, in pages of
 * RECONCILE_BATCH by id (payments_may_be_charged_idx): a flood of new attempts can neither push an
 * old one out nor keep the run going, since it stops at the newest id there was when it began, and
 * memory holds one page. Answers how each came out.
 */
export async function reconcilePayments(deps: SettlementDeps, opts: { batch?: number } = {}) {
  const batch = opts.batch ?? RECONCILE_BATCH;
  const [bounds] = await deps.db
    .select({
      since: sql<string>`(now() - make_interval(hours => ${RECONCILE_HOURS}))::text`,
      last: sql<number | null>`max(${payments.id})`,
    })
    .from(payments);
  const outcomes: Partial<Record<Settlement, number>> = {};
  let checked = 0;
  let after = 0;
  const last = bounds?.last ?? 0;
  while (after < last) {
    const page = await deps.db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.status, [...MAY_BE_CHARGED]),
          isNotNull(payments.accessCode),
          gt(payments.id, after),
          lte(payments.id, last),
          gt(payments.createdAt, sql`${bounds!.since}::timestamptz`),
        ),
      )
      .orderBy(asc(payments.id))
      .limit(batch);
    for (const payment of page) {
      const settlement = await verifyWithGateway(deps, payment);
      if (settlement) outcomes[settlement] = (outcomes[settlement] ?? 0) + 1;
    }
    checked += page.length;
    if (page.length < batch) break;
    after = page.at(-1)!.id;
  }
  const refunds = await reconcileRefunds(deps);
  return { checked, outcomes, refunds };
}

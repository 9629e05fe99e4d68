import { messages } from '@oja/contract/messages';
import type { RefundCause } from '@oja/contract/refunds';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Tx, transactionWithRetry } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cardRefunds, payments } from '../../db/tables/payments.ts';
import { type PaystackClient, PaystackError, type VerifiedTransaction } from '../../integrations/paystack.ts';
import { HttpError } from '../../lib/http-errors.ts';
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

/**
 * The request that asks the gateway for a page holds a claim on the payment row and refreshes it
 * every CLAIM_HEARTBEAT_MS while the gateway has not answered; a claim not refreshed for
 * CLAIM_STALE_SECONDS is a dead holder's (a process killed mid-call), and the next request for the
 * page takes it over instead of waiting out WAIT_FOR_PAGE_MS (issue 53, 13a).
 */
const CLAIM_HEARTBEAT_MS = 1_000;
const CLAIM_STALE_SECONDS = 5;
const WAIT_FOR_PAGE_MS = 20_000;

/** Why an attempt whose page was lost was closed: the next attempt follows it. */
const PAGE_LOST = 'The payment page was lost (the request that asked for it ended first)';

/**
 * The value of `initialize_claimed_at` for a payment row written by the request that will ask the
 * gateway for its page at once (checkout): the row is born claimed, so a replay arriving meanwhile
 * waits for that page, and the claim lapses CLAIM_STALE_SECONDS after its last refresh.
 */
export const claimedNow = sql`now()`;

const savePaymentPage = preparedQuery((db) =>
  db
    .update(payments)
    .set({
      authorizationUrl: sql`${sql.placeholder('authorizationUrl')}::text`,
      accessCode: sql`${sql.placeholder('accessCode')}::text`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, sql.placeholder('id')))
    .prepare('payment_page_saved'),
);

/** A payment's page, and the attempt it belongs to (the next one when the first's page was lost). */
export type PaymentPage = { authorizationUrl: string; accessCode: string; payment: PaymentRow };

/** Claims the row for asking the gateway: unclaimed, or its holder has stopped refreshing its claim. */
async function takeClaim(db: Db, paymentId: number): Promise<boolean> {
  const [claimed] = await db
    .update(payments)
    .set({ initializeClaimedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'pending'),
        isNull(payments.authorizationUrl),
        or(
          isNull(payments.initializeClaimedAt),
          lt(payments.initializeClaimedAt, sql`now() - make_interval(secs => ${CLAIM_STALE_SECONDS})`),
        ),
      ),
    )
    .returning({ id: payments.id });
  return claimed !== undefined;
}

/** Refreshes the claim while the gateway is asked; the returned function stops it. */
function keepClaim(db: Db, paymentId: number) {
  let beat: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    beat = beat
      .then(() =>
        db
          .update(payments)
          .set({ initializeClaimedAt: sql`now()` })
          .where(and(eq(payments.id, paymentId), isNull(payments.authorizationUrl))),
      )
      .catch(() => undefined);
  }, CLAIM_HEARTBEAT_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await beat;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The payment's page once another request has it (a double tap waits for the first tap's page); if
 * that request dies, this one takes its claim over and asks itself.
 */
async function waitForPage(
  deps: PaymentDeps,
  payment: PaymentRow,
  email: string,
  callbackUrl: string,
): Promise<PaymentPage> {
  const until = Date.now() + WAIT_FOR_PAGE_MS;
  while (Date.now() < until) {
    const [row] = await deps.db.select().from(payments).where(eq(payments.id, payment.id));
    if (row?.authorizationUrl && row.accessCode) {
      return { authorizationUrl: row.authorizationUrl, accessCode: row.accessCode, payment: row };
    }
    if (row?.status === 'abandoned' && row.gatewayResponse === PAGE_LOST) {
      return nextAttempt(deps, row, email, callbackUrl);
    }
    if (row?.status !== 'pending') break;
    if (await takeClaim(deps.db, payment.id)) return askForPage(deps, row, email, callbackUrl);
    await sleep(100);
  }
  throw new HttpError(502, messages.gatewayUnavailable);
}

/**
 * Asks the gateway for a payment page for this payment row. Runs outside any transaction: no lock is
 * held while waiting on the network. One request claims the row first, so two taps never send the same
 * reference twice; the other waits for the page, or takes over from a holder that died. A gateway that
 * cannot be reached leaves the order unpaid; the shopper tries again with a fresh reference (the
 * gateway may have kept the first one).
 */
export async function initializePayment(
  deps: PaymentDeps,
  payment: PaymentRow,
  email: string,
  callbackUrl: string,
  /** The caller wrote the row with its claim (`claimedNow`) in its own transaction just now. */
  opts: { claimedAtWrite?: boolean } = {},
): Promise<PaymentPage> {
  if (opts.claimedAtWrite || (await takeClaim(deps.db, payment.id))) {
    return askForPage(deps, payment, email, callbackUrl);
  }
  return waitForPage(deps, payment, email, callbackUrl);
}

/** Paystack's answer to a reference it already holds (TransactionInitializeBadRequestModel). */
const isDuplicateReference = (error: PaystackError) =>
  error.status === 400 &&
  ((error.body as { code?: unknown } | null)?.code === 'duplicate_reference' ||
    /duplicate transaction reference/i.test(error.message));

/** The claim is held: asks the gateway, refreshing the claim until it answers. */
async function askForPage(
  deps: PaymentDeps,
  payment: PaymentRow,
  email: string,
  callbackUrl: string,
): Promise<PaymentPage> {
  const stopKeeping = keepClaim(deps.db, payment.id);
  let started: Awaited<ReturnType<PaymentDeps['paystack']['initialize']>>;
  try {
    started = await deps.paystack.initialize({
      email,
      amountKobo: payment.amountKobo,
      reference: payment.reference,
      callbackUrl,
      currency: 'NGN',
      metadata: { order_group: payment.orderGroup },
    });
  } catch (error) {
    await stopKeeping();
    if (!(error instanceof PaystackError)) throw error;
    if (isDuplicateReference(error)) return pageLost(deps, payment, email, callbackUrl);
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
  await stopKeeping();
  await savePaymentPage(deps.db).execute({
    id: payment.id,
    authorizationUrl: started.authorizationUrl,
    accessCode: started.accessCode,
  });
  return {
    authorizationUrl: started.authorizationUrl,
    accessCode: started.accessCode,
    payment: { ...payment, authorizationUrl: started.authorizationUrl, accessCode: started.accessCode },
  };
}

/**
 * The gateway already holds this reference: a request asked for its page and died before saving it.
 * The gateway keeps no way to hand that page out again, so nobody can pay on it: unless the gateway
 * says it was paid, the attempt is closed and the next one (`-P2`) asked for. Paid (which needs the
 * lost page, so should not happen): left pending for its webhook, which is verified and settles it.
 */
async function pageLost(
  deps: PaymentDeps,
  payment: PaymentRow,
  email: string,
  callbackUrl: string,
): Promise<PaymentPage> {
  let status: string;
  try {
    status = (await deps.paystack.verify(payment.reference)).status;
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    throw new HttpError(502, messages.gatewayUnavailable);
  }
  if (status === 'success' || status === 'reversed') {
    deps.log.error({ reference: payment.reference }, 'a payment whose page was lost was paid at the gateway');
    throw new HttpError(409, messages.orderAlreadyPaid);
  }
  deps.log.warn({ reference: payment.reference, status }, 'payment page lost; opening the next attempt');
  const [closed] = await deps.db
    .update(payments)
    .set({ status: 'abandoned', gatewayResponse: PAGE_LOST, updatedAt: new Date() })
    .where(
      and(eq(payments.id, payment.id), eq(payments.status, 'pending'), isNull(payments.authorizationUrl)),
    )
    .returning();
  return nextAttempt(deps, closed ?? payment, email, callbackUrl);
}

/** The attempt after a closed one of the same order (`-P<n+1>`), made once however many ask. */
async function nextAttempt(
  deps: PaymentDeps,
  closed: PaymentRow,
  email: string,
  callbackUrl: string,
): Promise<PaymentPage> {
  const attempt = /-P(\d+)$/.exec(closed.reference);
  if (closed.purpose !== 'order' || !closed.orderGroup || !attempt) {
    throw new HttpError(502, messages.gatewayUnavailable);
  }
  const reference = paymentReference(closed.reference.slice(0, attempt.index), Number(attempt[1]) + 1);
  const [made] = await deps.db
    .insert(payments)
    .values({
      reference,
      purpose: 'order',
      orderGroup: closed.orderGroup,
      userId: closed.userId,
      amountKobo: closed.amountKobo,
      currency: closed.currency,
      gateway: closed.gateway,
      initializeClaimedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: payments.reference })
    .returning();
  if (made) return askForPage(deps, made, email, callbackUrl);
  const [other] = await deps.db.select().from(payments).where(eq(payments.reference, reference));
  return initializePayment(deps, other!, email, callbackUrl);
}

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

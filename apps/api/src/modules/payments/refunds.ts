import type { RefundCause } from '@oja/contract/refunds';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Tx, transactionWithRetry } from '../../db/client.ts';
import { type FetchedRefund, type PaystackClient, PaystackError } from '../../integrations/paystack.ts';
import { announceRefundOutcome, MAX_REFUND_ATTEMPTS, type RefundPorts } from './refund-notices.ts';

export { MAX_REFUND_ATTEMPTS };

import { cardRefunds, payments } from '../../db/tables/payments.ts';

/**
 * Card refunds as a lifecycle (ADR 0035): recorded ('sending'), taken by the gateway ('pending'),
 * then 'processed' or 'failed' (or 'needs-attention'), driven by Paystack's refund.* webhooks and,
 * when none comes, by asking for the refund. A failed refund is sent again up to a bound, then it
 * waits for an operator (`npm run ops -- refunds list | retry`). Money never moves twice: one row
 * per payment, one sender at a time, and before any second send the gateway is asked whether it
 * already holds a refund for the payment.
 */

export type CardRefundRow = typeof cardRefunds.$inferSelect;
export type CardRefundStatus = 'sending' | 'pending' | 'processed' | 'failed' | 'needs-attention';
export type RefundDeps = { db: Db; paystack: PaystackClient; log: FastifyBaseLogger } & RefundPorts;

/** The queue of card refunds to send, queued with the refund's record (a retry a minute later). */
export const SEND_CARD_REFUND = 'send-card-refund';
export type SendCardRefundJob = { cardRefundId?: number };
export const SEND_RETRY_SECONDS = 60;

/** A failed refund is sent again this long after it failed (the reconcile job's next run after it). */
export const REFUND_RETRY_MINUTES = 30;
/** A refund the gateway has held this long with no event is asked about (GET /refund/{id}). */
export const REFUND_POLL_MINUTES = 30;
const CLAIM_SECONDS = 60;
const REFUND_BATCH = 200;
const LIST_PAGES = 20;

/** Paystack's refund statuses, as this shop keeps them ('processing' is still pending). */
export function refundStatusOf(gateway: string): CardRefundStatus | null {
  switch (gateway) {
    case 'pending':
    case 'processing':
      return 'pending';
    case 'processed':
    case 'failed':
    case 'needs-attention':
      return gateway;
    default:
      return null;
  }
}

/**
 * How far along each status is. A report moves a refund forward only, so a late or repeated event
 * changes nothing: a `pending` after `processed` is old news, and processed and failed are final.
 */
const RANK: Record<CardRefundStatus, number> = {
  sending: 0,
  pending: 1,
  'needs-attention': 2,
  processed: 3,
  failed: 3,
};
const movesForward = (from: CardRefundStatus, to: CardRefundStatus) => RANK[to] > RANK[from];

/**
 * Records money to send back to a card, in the caller's transaction (the cancel's, or the claim of a
 * charge the shop cannot keep): one row per payment, so a second call finds the first. Answers its id.
 */
export async function queueCardRefund(
  tx: Tx,
  input: { paymentId: number; amountKobo: number; cause: RefundCause },
): Promise<number> {
  const [row] = await tx
    .insert(cardRefunds)
    .values(input)
    .onConflictDoNothing({ target: cardRefunds.paymentId })
    .returning({ id: cardRefunds.id });
  if (row) return row.id;
  const [found] = await tx
    .select({ id: cardRefunds.id })
    .from(cardRefunds)
    .where(eq(cardRefunds.paymentId, input.paymentId));
  return found!.id;
}

type Target = { refund: CardRefundRow; reference: string; userId: number | null };

async function targetOf(db: Db | Tx, refundId: number, lock: boolean): Promise<Target | null> {
  const query = db
    .select({ refund: cardRefunds, reference: payments.reference, userId: payments.userId })
    .from(cardRefunds)
    .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
    .where(eq(cardRefunds.id, refundId));
  const [row] = lock ? await query.for('update', { of: cardRefunds }) : await query;
  return row ?? null;
}

/**
 * The gateway's refund of this payment that is still alive (not failed), if it has one: a send whose
 * answer was lost (a crash, a timeout) must be found, not sent again. Paystack's list is by date, so
 * the pages since the refund was recorded are read and the payment picked out.
 */
export async function findGatewayRefund(
  paystack: PaystackClient,
  paymentReference: string,
  since: Date,
): Promise<FetchedRefund | null> {
  const from = new Date(since.getTime() - 24 * 3600 * 1000).toISOString();
  let found: FetchedRefund | null = null;
  for (let page = 1; page <= LIST_PAGES; page++) {
    const { refunds, pageCount } = await paystack.listRefunds({ from, page, perPage: 100 });
    for (const refund of refunds) {
      if (refund.transactionReference !== paymentReference || refund.status === 'failed') continue;
      if (!found || refund.id > found.id) found = refund;
    }
    if (page >= pageCount) break;
  }
  return found;
}

export type GatewayReport = {
  gatewayRefundId: string;
  status: string;
  reason: string | null;
  /** When the gateway says the money reached the customer (processed), if it says. */
  at: Date | null;
};

export type ReportOutcome = 'moved' | 'unchanged' | 'stale' | 'unknown';

/**
 * Where a report comes from: the gateway's answer to this shop's own POST /refund, what the gateway
 * says now when asked (GET /refund/{id}, GET /refund), or a webhook, which may come late or twice.
 */
type ReportSource = 'send' | 'fetch' | 'event';

/**
 * Whether a report is about an attempt that is over. While a refund is being sent again, the id it
 * keeps is the failed attempt's, and that attempt's failure is old news; but Paystack retries a
 * failed refund under its own id, so anything else said of that id is the retry's (issue 53: taking
 * it as old left the refund `sending` for ever). Otherwise only the refund in flight is followed (one
 * recorded before an answer was lost is taken up as it comes). The answer to this shop's own send
 * always names the refund in flight.
 */
function isStale(refund: CardRefundRow, report: GatewayReport, next: CardRefundStatus, source: ReportSource) {
  if (source === 'send') return false;
  const known = refund.gatewayRefundId;
  if (refund.status === 'sending') return known === report.gatewayRefundId && next === 'failed';
  return known !== null && known !== report.gatewayRefundId;
}

/**
 * Applies what the gateway says about a refund (an event, a fetch, or the answer to POST /refund),
 * once: the row is locked, so an event and a poll arriving together are applied one after the other;
 * a status behind the current one changes nothing; news of an earlier, failed attempt of a refund
 * since sent again is stale (isStale). A move to processed or failed tells the customer.
 */
async function applyReport(
  deps: RefundDeps,
  tx: Tx,
  target: Target,
  report: GatewayReport,
  source: ReportSource,
): Promise<ReportOutcome> {
  const { refund } = target;
  const next = refundStatusOf(report.status);
  if (!next) return 'unchanged';
  if (isStale(refund, report, next, source)) return 'stale';
  const now = new Date();
  if (!movesForward(refund.status as CardRefundStatus, next)) {
    await tx
      .update(cardRefunds)
      .set({ checkedAt: now, gatewayRefundId: report.gatewayRefundId })
      .where(eq(cardRefunds.id, refund.id));
    return 'unchanged';
  }
  const [moved] = await tx
    .update(cardRefunds)
    .set({
      status: next,
      gatewayRefundId: report.gatewayRefundId,
      checkedAt: now,
      updatedAt: now,
      claimedAt: null,
      sentAt: refund.sentAt ?? now,
      ...(next === 'processed' ? { processedAt: report.at ?? now, failure: null } : {}),
      ...(next === 'failed' ? { failedAt: now, failure: report.reason ?? refund.failure } : {}),
      ...(next === 'needs-attention' ? { failure: report.reason ?? refund.failure } : {}),
    })
    .where(eq(cardRefunds.id, refund.id))
    .returning();
  if (moved && (next === 'processed' || next === 'failed') && target.userId !== null) {
    await announceRefundOutcome(deps, tx, {
      userId: target.userId,
      paymentReference: target.reference,
      refund: moved,
      retrying: next === 'failed' && moved.attempts < MAX_REFUND_ATTEMPTS,
    });
  }
  return 'moved';
}

/** A refund.* webhook: the refund of the payment it names, moved as it says. */
export async function applyRefundEvent(
  deps: RefundDeps,
  event: { transactionReference: string } & GatewayReport,
): Promise<ReportOutcome> {
  return transactionWithRetry(deps.db, async (tx) => {
    const [found] = await tx
      .select({ id: cardRefunds.id })
      .from(cardRefunds)
      .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
      .where(eq(payments.reference, event.transactionReference));
    if (!found) return 'unknown';
    const target = await targetOf(tx, found.id, true);
    return target ? applyReport(deps, tx, target, event, 'event') : 'unknown';
  });
}

const reportOf = (refund: FetchedRefund): GatewayReport => ({
  gatewayRefundId: String(refund.id),
  status: refund.status,
  reason: refund.reason,
  at: refund.refundedAt ? new Date(refund.refundedAt) : null,
});

async function applyFetched(
  deps: RefundDeps,
  refundId: number,
  fetched: FetchedRefund,
  source: ReportSource = 'fetch',
) {
  return transactionWithRetry(deps.db, async (tx) => {
    const target = await targetOf(tx, refundId, true);
    return target ? applyReport(deps, tx, target, reportOf(fetched), source) : 'unknown';
  });
}

export type SendOutcome = 'sent' | 'adopted' | 'busy' | 'not_sending' | 'error' | 'refused';

const alreadyReversed = (error: unknown) =>
  error instanceof PaystackError && /fully reversed|already been refunded/i.test(error.message);

const merchantNote = (cause: string, reference: string) =>
  cause === 'cancelled'
    ? `Payment ${reference}: order cancelled by the customer`
    : `Payment ${reference}: the order could no longer take it`;

/**
 * Sends one recorded refund to the gateway, once: a sender claims the row first (two never call
 * together); if an earlier send may have reached the gateway (this is not the first), the gateway is
 * asked for a live refund of the payment and that one is followed instead (ADR 0018's partial-refund
 * gap). A call that does not reach the gateway leaves the row to send again later.
 */
export async function sendCardRefund(deps: RefundDeps, refundId: number): Promise<SendOutcome> {
  const [claimed] = await deps.db
    .update(cardRefunds)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(cardRefunds.id, refundId),
        eq(cardRefunds.status, 'sending'),
        or(
          isNull(cardRefunds.claimedAt),
          lt(cardRefunds.claimedAt, sql`now() - make_interval(secs => ${CLAIM_SECONDS})`),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const target = await targetOf(deps.db, refundId, false);
    return target?.refund.status === 'sending' ? 'busy' : 'not_sending';
  }
  const target = (await targetOf(deps.db, refundId, false))!;
  const release = (failure: string) =>
    deps.db
      .update(cardRefunds)
      .set({ claimedAt: null, failure: failure.slice(0, 500), updatedAt: new Date() })
      .where(eq(cardRefunds.id, refundId));
  try {
    if (claimed.attempts > 0) {
      const existing = await findGatewayRefund(deps.paystack, target.reference, claimed.createdAt);
      if (existing) {
        await applyFetched(deps, refundId, existing);
        deps.log.info({ refundId, gatewayRefundId: existing.id }, 'card refund found at the gateway');
        return 'adopted';
      }
    }
    await deps.db
      .update(cardRefunds)
      .set({ attempts: sql`${cardRefunds.attempts} + 1` })
      .where(eq(cardRefunds.id, refundId));
    const answer = await deps.paystack.refund({
      reference: target.reference,
      amountKobo: claimed.amountKobo,
      merchantNote: merchantNote(claimed.cause, target.reference),
    });
    await applyFetched(
      deps,
      refundId,
      {
        id: answer.id,
        status: answer.status,
        amountKobo: answer.amountKobo,
        currency: answer.currency,
        transactionReference: target.reference,
        reason: null,
        refundedAt: null,
        createdAt: null,
        raw: answer.raw,
      },
      'send',
    );
    return 'sent';
  } catch (error) {
    if (alreadyReversed(error)) {
      // Refunded by some other hand (the gateway's dashboard): nothing is sent; an operator looks.
      await transactionWithRetry(deps.db, async (tx) => {
        const locked = await targetOf(tx, refundId, true);
        if (locked?.refund.status !== 'sending') return;
        await tx
          .update(cardRefunds)
          .set({
            status: 'needs-attention',
            claimedAt: null,
            failure: 'The gateway says this payment was already refunded',
            updatedAt: new Date(),
          })
          .where(eq(cardRefunds.id, refundId));
      });
      deps.log.error({ refundId, reference: target.reference }, 'card refund refused: already reversed');
      return 'refused';
    }
    const reason = error instanceof Error ? error.message : String(error);
    await release(reason);
    deps.log.error({ err: error, refundId, reference: target.reference }, 'card refund not sent; will retry');
    return 'error';
  }
}

/** Sends a failed refund again (an automatic retry or an operator's): it becomes 'sending' first. */
async function resend(deps: RefundDeps, refundId: number, from: CardRefundStatus[]): Promise<SendOutcome> {
  const [again] = await deps.db
    .update(cardRefunds)
    .set({ status: 'sending', claimedAt: null, updatedAt: new Date() })
    .where(and(eq(cardRefunds.id, refundId), inArray(cardRefunds.status, from)))
    .returning({ id: cardRefunds.id });
  if (!again) return 'not_sending';
  return sendCardRefund(deps, refundId);
}

export type OperatorRetry =
  | { kind: 'sent'; outcome: SendOutcome; refund: CardRefundRow }
  | { kind: 'missing' }
  | { kind: 'not-failed'; refund: CardRefundRow };

/**
 * `npm run ops -- refunds retry <id>`: a failed refund sent again by an operator, past the automatic
 * bound (one more send). A refund still 'sending' is sent now. A needs-attention refund is refused:
 * the gateway holds it for the customer's bank details (Paystack's retry with customer details).
 */
export async function retryCardRefund(deps: RefundDeps, refundId: number): Promise<OperatorRetry> {
  const [row] = await deps.db.select().from(cardRefunds).where(eq(cardRefunds.id, refundId));
  if (!row) return { kind: 'missing' };
  if (row.status !== 'failed' && row.status !== 'sending') return { kind: 'not-failed', refund: row };
  const outcome =
    row.status === 'failed' ? await resend(deps, refundId, ['failed']) : await sendCardRefund(deps, refundId);
  const [after] = await deps.db.select().from(cardRefunds).where(eq(cardRefunds.id, refundId));
  return { kind: 'sent', outcome, refund: after! };
}

/** The waits of the periodic part, in minutes; tests pass 0 to run what would be due later. */
export type RefundTiming = { pollMinutes: number; retryMinutes: number };
const DEFAULT_TIMING: RefundTiming = { pollMinutes: REFUND_POLL_MINUTES, retryMinutes: REFUND_RETRY_MINUTES };

/**
 * The periodic part of the lifecycle (the reconcile-payments job, ADR 0029): refunds still to send
 * whose sender is gone are sent (asking the gateway first); refunds the gateway has held with no
 * event for REFUND_POLL_MINUTES are fetched; failed ones under the bound are sent again after
 * REFUND_RETRY_MINUTES. Answers how many of each.
 */
export async function reconcileRefunds(deps: RefundDeps, timing: RefundTiming = DEFAULT_TIMING) {
  const outcomes = { sent: 0, polled: 0, retried: 0, errors: 0 };
  const unsent = await deps.db
    .select({ id: cardRefunds.id })
    .from(cardRefunds)
    .where(
      and(
        eq(cardRefunds.status, 'sending'),
        sql`${cardRefunds.updatedAt} <= now() - make_interval(secs => ${timing.pollMinutes === 0 ? 0 : SEND_RETRY_SECONDS})`,
      ),
    )
    .orderBy(asc(cardRefunds.id))
    .limit(REFUND_BATCH);
  for (const { id } of unsent) {
    const outcome = await sendCardRefund(deps, id);
    if (outcome === 'sent' || outcome === 'adopted') outcomes.sent += 1;
    if (outcome === 'error') outcomes.errors += 1;
  }

  const quiet = await deps.db
    .select({ refund: cardRefunds, reference: payments.reference })
    .from(cardRefunds)
    .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
    .where(
      and(
        inArray(cardRefunds.status, ['pending', 'needs-attention']),
        sql`coalesce(${cardRefunds.checkedAt}, ${cardRefunds.sentAt}, ${cardRefunds.updatedAt}) <= now() - make_interval(mins => ${timing.pollMinutes})`,
      ),
    )
    .orderBy(asc(cardRefunds.id))
    .limit(REFUND_BATCH);
  for (const { refund, reference } of quiet) {
    try {
      const fetched = refund.gatewayRefundId
        ? await deps.paystack.fetchRefund(refund.gatewayRefundId)
        : await findGatewayRefund(deps.paystack, reference, refund.createdAt);
      if (fetched) await applyFetched(deps, refund.id, fetched);
      outcomes.polled += 1;
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      outcomes.errors += 1;
      deps.log.warn({ status: error.status, refundId: refund.id }, 'refund fetch failed');
    }
  }

  const failed = await deps.db
    .select({ id: cardRefunds.id })
    .from(cardRefunds)
    .where(
      and(
        eq(cardRefunds.status, 'failed'),
        lt(cardRefunds.attempts, MAX_REFUND_ATTEMPTS),
        sql`${cardRefunds.failedAt} <= now() - make_interval(mins => ${timing.retryMinutes})`,
      ),
    )
    .orderBy(asc(cardRefunds.id))
    .limit(REFUND_BATCH);
  for (const { id } of failed) {
    const outcome = await resend(deps, id, ['failed']);
    if (outcome === 'sent' || outcome === 'adopted') outcomes.retried += 1;
    if (outcome === 'error') outcomes.errors += 1;
  }
  return outcomes;
}

/** Failed automatic retries are due now (tests and the operator's view: when the next send comes). */
export function retryDueAt(refund: Pick<CardRefundRow, 'status' | 'attempts' | 'failedAt'>): Date | null {
  if (refund.status !== 'failed' || refund.attempts >= MAX_REFUND_ATTEMPTS || !refund.failedAt) return null;
  return new Date(refund.failedAt.getTime() + REFUND_RETRY_MINUTES * 60_000);
}

/** Open refunds for `refunds list`: everything not yet processed, oldest first. */
export async function openCardRefunds(db: Db) {
  return db
    .select({ refund: cardRefunds, reference: payments.reference, userId: payments.userId })
    .from(cardRefunds)
    .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
    .where(sql`${cardRefunds.status} <> 'processed'`)
    .orderBy(asc(cardRefunds.id));
}

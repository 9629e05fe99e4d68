import { randomInt } from 'node:crypto';
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { REFUND_FAILURE_REASON, refundOutcomeOf } from './cards.ts';
import { appendLog, entry, findByReference, type SandboxTransaction } from './gateway.ts';
import { sandboxPaystackRefunds as refunds, sandboxPaystackTransactions as transactions } from './tables.ts';

/**
 * The stand-in's refunds, as Paystack runs them: POST /refund answers `pending` at once; the refund
 * is processed later (or fails, for the test card whose refunds fail) and each end is one conditional
 * UPDATE, so it happens, and its webhook goes out, exactly once however many ticks or processes race.
 */
export type SandboxRefund = typeof refunds.$inferSelect;

export type RefundOutcome =
  | { kind: 'refunded'; row: SandboxTransaction; refund: SandboxRefund; retried: boolean }
  | { kind: 'refused'; message: string };

/**
 * Refunds `amount` kobo (default: all that is left) of a successful transaction, never more than paid:
 * the transaction's refunded total grows at once (a failed refund gives it back), and the refund is
 * recorded pending (the last refund of the transaction, when it failed for this amount, is retried).
 */
export async function refundTransaction(
  db: Db,
  target: SandboxTransaction,
  request: { amount?: number; merchantNote?: string; customerNote?: string },
): Promise<RefundOutcome> {
  if (target.status === 'reversed')
    return { kind: 'refused', message: 'Transaction has been fully reversed' };
  if (target.status !== 'success') {
    return { kind: 'refused', message: 'Cannot refund a transaction that was not successful' };
  }
  const left = target.amountKobo - target.refundedKobo;
  const amount = request.amount ?? left;
  if (amount > left) {
    return {
      kind: 'refused',
      message:
        target.refundedKobo === 0
          ? 'Refund amount cannot be more than the transaction amount'
          : 'Refund amount cannot be more than what is left to refund on the transaction',
    };
  }
  const refunded = sql`${transactions.refundedKobo} + ${amount}`;
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(transactions)
      .set({
        refundedKobo: refunded,
        status: sql`case when ${refunded} = ${transactions.amountKobo} then 'reversed' else ${transactions.status} end`,
        updatedAt: new Date(),
        log: appendLog(entry('refund', `Refund of ${amount} kobo queued`)),
      })
      // Re-checked in the statement itself: a concurrent refund cannot take the total past what was paid.
      .where(
        and(
          eq(transactions.id, target.id),
          eq(transactions.status, 'success'),
          sql`${refunded} <= ${transactions.amountKobo}`,
        ),
      )
      .returning();
    if (!row) return null;
    // Paystack retries a refund that failed rather than opening another: sent again for the amount
    // that failed, the failed refund is queued once more under its own id ("Refund retried and has
    // been queued for processing"), and its webhooks name that id again.
    const [retried] = await tx
      .update(refunds)
      .set({
        status: 'pending',
        reason: null,
        outcome: refundOutcomeOf(row.authorization),
        updatedAt: new Date(),
        ...(request.merchantNote ? { merchantNote: request.merchantNote } : {}),
      })
      .where(
        and(
          eq(refunds.transactionId, row.id),
          eq(refunds.status, 'failed'),
          eq(refunds.amountKobo, amount),
          sql`${refunds.id} = (select r.id from ${refunds} r where r.transaction_id = ${row.id} order by r.created_at desc, r.id desc limit 1)`,
        ),
      )
      .returning();
    if (retried) return { row, refund: retried, retried: true };
    const [refund] = await tx
      .insert(refunds)
      .values({
        id: randomInt(100_000_000, 999_999_999),
        transactionId: row.id,
        amountKobo: amount,
        outcome: refundOutcomeOf(row.authorization),
        merchantNote: request.merchantNote ?? null,
        customerNote: request.customerNote ?? null,
      })
      .returning();
    return { row, refund: refund!, retried: false };
  });
  if (done) return { kind: 'refunded', ...done };
  const now = await findByReference(db, target.reference);
  return now && now.refundedKobo !== target.refundedKobo
    ? refundTransaction(db, now, request)
    : { kind: 'refused', message: 'Transaction could not be refunded' };
}

/**
 * Ends one pending refund as its card decides: processed, or failed with the bank's words (the
 * amount then goes back on the transaction, which may be refunded again). Null when it was not
 * pending any more (another tick ended it): nothing happened, nothing is to be told.
 */
export async function settleRefund(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
      .for('update');
    if (!pending) return null;
    const now = new Date();
    const failed = pending.outcome === 'failed';
    const [refund] = await tx
      .update(refunds)
      .set(
        failed
          ? { status: 'failed', reason: REFUND_FAILURE_REASON, updatedAt: now }
          : { status: 'processed', refundedAt: now, updatedAt: now },
      )
      .where(eq(refunds.id, id))
      .returning();
    const given = failed
      ? sql`${transactions.refundedKobo} - ${pending.amountKobo}`
      : transactions.refundedKobo;
    const [row] = await tx
      .update(transactions)
      .set({
        refundedKobo: given,
        status: failed ? 'success' : transactions.status,
        updatedAt: now,
        log: appendLog(
          entry(
            'refund',
            failed ? `Refund ${id} failed: ${REFUND_FAILURE_REASON}` : `Refund ${id} processed`,
          ),
        ),
      })
      .where(eq(transactions.id, pending.transactionId))
      .returning();
    return { refund: refund!, row: row! };
  });
}

/** Pending refunds created at least `olderThanMs` ago (all of them with 0), oldest first. */
export async function dueRefunds(db: Db, olderThanMs: number) {
  return db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        lte(refunds.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
      ),
    )
    .orderBy(asc(refunds.createdAt));
}

export async function findRefund(db: Db, id: number) {
  const [found] = await db
    .select({ refund: refunds, row: transactions })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(eq(refunds.id, id));
  return found ?? null;
}

/** GET /refund: a page of refunds created between `from` and `to`, newest first, with the total. */
export async function listRefunds(
  db: Db,
  query: { from: Date | null; to: Date | null; page: number; perPage: number },
) {
  const where = and(
    query.from ? gte(refunds.createdAt, query.from) : undefined,
    query.to ? lte(refunds.createdAt, query.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ refund: refunds, row: transactions })
      .from(refunds)
      .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
      .where(where)
      .orderBy(sql`${refunds.createdAt} desc`, sql`${refunds.id} desc`)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  const failed = await db
    .select({ n: count() })
    .from(refunds)
    .where(and(where, eq(refunds.status, 'failed')));
  return { rows, total: total?.n ?? 0, failed: failed[0]?.n ?? 0 };
}

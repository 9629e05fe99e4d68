import { formatNaira } from '@oja/contract/money';
import { desc, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Tx } from '../../db/client.ts';
import { paymentRefusals, type payments } from '../../db/tables/payments.ts';

type PaymentRow = typeof payments.$inferSelect;

/** Who told the shop about a transaction: Paystack's signed webhook, or its answer to verify. */
export type VerdictSource = 'webhook' | 'verify';

/** What a webhook or a verify answer says, as far as checking it against the payment goes. */
export type CheckedVerdict = {
  status: string;
  amountKobo: number;
  currency: string;
  source: VerdictSource;
  raw: unknown;
};

const money = (kobo: number) =>
  Number.isSafeInteger(kobo) && kobo >= 0 ? formatNaira(kobo) : `${kobo} kobo`;

/**
 * Why the gateway's words cannot be acted on for this payment, each with its figures; empty when
 * they can. A charge.success must say `success` in its own data too; verify may answer any status
 * (not paid yet is no contradiction), but never another amount or currency for a success.
 */
export function verdictProblems(payment: PaymentRow, verdict: CheckedVerdict): string[] {
  const problems: string[] = [];
  if (verdict.source === 'webhook' && verdict.status !== 'success') {
    problems.push(`charge.success with status '${verdict.status}'`);
  }
  if (verdict.source === 'verify' && verdict.status !== 'success') return problems;
  if (verdict.amountKobo !== payment.amountKobo) {
    problems.push(`amount ${money(verdict.amountKobo)}, the payment is ${money(payment.amountKobo)}`);
  }
  if (verdict.currency !== payment.currency) {
    problems.push(`currency ${verdict.currency}, the payment is in ${payment.currency}`);
  }
  return problems;
}

/**
 * Why what a webhook said is not borne out: its own data contradicts itself or the payment
 * (verdictProblems), or it says success where the gateway's verify answer does not (a forged
 * charge.success: the gateway still calls the transaction pending). Empty when the two agree.
 */
export function claimProblems(
  payment: PaymentRow,
  claim: CheckedVerdict,
  verified: { status: string },
): string[] {
  const problems = verdictProblems(payment, claim);
  if (claim.status === 'success' && verified.status !== 'success' && verified.status !== 'reversed') {
    problems.push(`the gateway says '${verified.status}'`);
  }
  return problems;
}

/** The fields a refusal is about; the card authorization and the customer stay out of the record. */
function saidOf(raw: unknown) {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const keep = ['id', 'status', 'reference', 'amount', 'currency', 'gateway_response', 'paid_at', 'channel'];
  return Object.fromEntries(keep.filter((key) => key in data).map((key) => [key, data[key]]));
}

/**
 * Keeps the refusal where the operator finds it (payment_refusals; the same one again counts `seen`
 * up) and says it in the log, with the reference and the reason only: no key, no card, no customer.
 */
export async function recordRefusal(
  tx: Tx,
  log: FastifyBaseLogger,
  payment: PaymentRow,
  verdict: CheckedVerdict,
  problems: string[],
) {
  const reason = problems.join('; ');
  log.warn(
    { reference: payment.reference, source: verdict.source, reason },
    'payment refused: the gateway data does not match the payment; nothing settled',
  );
  await tx
    .insert(paymentRefusals)
    .values({
      reference: payment.reference,
      paymentId: payment.id,
      source: verdict.source,
      reason,
      said: saidOf(verdict.raw),
    })
    .onConflictDoUpdate({
      target: [paymentRefusals.reference, paymentRefusals.source, paymentRefusals.reason],
      set: { seen: sql`${paymentRefusals.seen} + 1`, lastSeenAt: new Date() },
    });
}

/** The refusals of the last `days` days, newest first (`npm run ops -- payments refused`). */
export function recentRefusals(db: Executor, days: number, limit = 200) {
  return db
    .select()
    .from(paymentRefusals)
    .where(gt(paymentRefusals.lastSeenAt, sql`now() - make_interval(days => ${days})`))
    .orderBy(desc(paymentRefusals.lastSeenAt))
    .limit(limit);
}

import { and, asc, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/tables/payments.ts';
import { type PaystackClient, PaystackError } from '../../integrations/paystack.ts';

/**
 * The books against the gateway (ADR 0070): every card payment and wallet funding the shop holds as
 * settled is one the gateway reports successful, for that amount and currency. The books' own checks
 * (books.ts) cannot see a settlement the gateway never made: a forged webhook that was believed
 * leaves the ledger balanced. Complete, not sampled, over a window of days: each settlement of the
 * window is asked about once (verify), in pages by id with a few calls in flight.
 */

export type GatewayVerify = Pick<PaystackClient, 'verify'>;

export type GatewayDifference = {
  paymentReference: string;
  purpose: string;
  amountKobo: number;
  currency: string;
  /** What the gateway says instead, in words. */
  said: string;
};

export type GatewayReconciliation = {
  days: number;
  checked: number;
  differences: GatewayDifference[];
  /** Settlements the gateway could not be asked about (no answer, a 5xx): not proven either way. */
  unasked: { paymentReference: string; reason: string }[];
};

const PAGE = 100;
const IN_FLIGHT = 4;
/** Paystack's statuses of a transaction that took the money (reversed: refunded since). */
const TOOK_THE_MONEY = new Set(['success', 'reversed']);

type Settled = Pick<typeof payments.$inferSelect, 'id' | 'reference' | 'purpose' | 'amountKobo' | 'currency'>;

async function ask(
  gateway: GatewayVerify,
  payment: Settled,
): Promise<{ said: string[] } | { unasked: string }> {
  try {
    const verified = await gateway.verify(payment.reference);
    const said: string[] = [];
    if (!TOOK_THE_MONEY.has(verified.status)) said.push(`the gateway says '${verified.status}'`);
    if (verified.amountKobo !== payment.amountKobo)
      said.push(`the gateway's amount is ${verified.amountKobo}`);
    if (verified.currency !== payment.currency) said.push(`the gateway's currency is ${verified.currency}`);
    return { said };
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    if (error.status === 404) return { said: ['the gateway has no transaction of this reference'] };
    return { unasked: error.message };
  }
}

/** Asks the gateway about every settlement of the last `days` days (settled or changed since). */
export async function reconcileSettlements(
  db: Db,
  gateway: GatewayVerify,
  opts: { days: number },
): Promise<GatewayReconciliation> {
  const report: GatewayReconciliation = { days: opts.days, checked: 0, differences: [], unasked: [] };
  const [top] = await db.select({ last: sql<number | null>`max(${payments.id})` }).from(payments);
  const last = top?.last ?? 0;
  const since = sql`now() - make_interval(days => ${opts.days})`;
  let after = 0;
  while (after < last) {
    const page: Settled[] = await db
      .select({
        id: payments.id,
        reference: payments.reference,
        purpose: payments.purpose,
        amountKobo: payments.amountKobo,
        currency: payments.currency,
      })
      .from(payments)
      .where(
        and(
          inArray(payments.status, ['success', 'reversed']),
          gt(payments.id, after),
          lte(payments.id, last),
          or(gt(payments.createdAt, since), gt(payments.updatedAt, since)),
        ),
      )
      .orderBy(asc(payments.id))
      .limit(PAGE);
    for (let i = 0; i < page.length; i += IN_FLIGHT) {
      const slice = page.slice(i, i + IN_FLIGHT);
      const answers = await Promise.all(slice.map((payment) => ask(gateway, payment)));
      answers.forEach((answered, j) => {
        const payment = slice[j]!;
        if ('unasked' in answered) {
          report.unasked.push({ paymentReference: payment.reference, reason: answered.unasked });
        } else if (answered.said.length > 0) {
          report.differences.push({
            paymentReference: payment.reference,
            purpose: payment.purpose,
            amountKobo: payment.amountKobo,
            currency: payment.currency,
            said: answered.said.join('; '),
          });
        }
      });
    }
    report.checked += page.length;
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  return report;
}

/** One line per settlement the gateway does not bear out, for the operator. */
export const describeGatewayDifference = (d: GatewayDifference) =>
  `${d.purpose === 'wallet_funding' ? 'wallet funding' : 'card payment'} ${d.paymentReference} of ${d.amountKobo} ${d.currency} is settled here: ${d.said}`;

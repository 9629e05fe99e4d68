import { eq } from 'drizzle-orm';
import { payments } from '../../db/tables/payments.ts';
import { type FetchedRefund, PaystackError, type VerifiedTransaction } from '../../integrations/paystack.ts';
import type { GatewayReport, RefundDeps } from './refunds.ts';
import { recordRefusal } from './refusals.ts';
import { applyVerdict, type Settlement, type SettlementDeps } from './service.ts';

/**
 * Paystack's webhook is news, not proof (ADR 0070). A correct signature says only that the sender
 * holds the secret key, and without PAYSTACK_SECRET_KEY that key is the sandbox's, printed in the
 * README. So an event leads to a question to the gateway (verify for a charge, fetch for a refund,
 * as Paystack itself advises) and only the answer moves money; what the event said is a claim,
 * recorded as a refusal when the answer does not bear it out.
 */

/**
 * The gateway could not be asked (no answer, a 5xx, an answer not understood). The webhook is then
 * answered 503, so Paystack delivers it again later; the reconcile job asks about the payment too.
 */
export class GatewayNotAsked extends Error {
  override readonly name = 'GatewayNotAsked';
}

/** What a charge.success said about its transaction. */
export type ChargeClaim = {
  reference: string;
  status: string;
  amountKobo: number;
  currency: string;
  raw: unknown;
};

const NO_SUCH_TRANSACTION = 'the gateway has no transaction of this reference';

/**
 * A charge.success: the payment it names is verified at the gateway and settled on that answer
 * alone. A reference that names no payment of the shop is not asked about ('unknown').
 */
export async function settleFromWebhook(
  deps: SettlementDeps,
  claim: ChargeClaim,
): Promise<Settlement | 'unknown'> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.reference, claim.reference));
  if (!payment) return 'unknown';
  if (payment.status === 'success' || payment.status === 'reversed') return 'already_settled';
  const said = { ...claim, source: 'webhook' as const };
  let verified: VerifiedTransaction;
  try {
    verified = await deps.paystack.verify(claim.reference);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    if (error.status === 404) {
      await deps.db.transaction((tx) => recordRefusal(tx, deps.log, payment, said, [NO_SUCH_TRANSACTION]));
      return 'refused';
    }
    throw new GatewayNotAsked(`verify ${claim.reference}: ${error.message}`);
  }
  return applyVerdict(deps, claim.reference, { ...verified, source: 'verify' }, said);
}

/** What a refund.* event said: the gateway's refund id and the payment it refunds. */
export type RefundClaim = { gatewayRefundId: string; transactionReference: string; event: string };

/**
 * A refund.* event: the refund it names, as the gateway answers GET /refund/{id}, ready for
 * applyRefundEvent; null when the gateway has no such refund or its refund is of another payment than
 * the event says (nothing is moved; the reconcile job fetches the payment's own refund in time).
 */
export async function refundFromGateway(
  deps: RefundDeps,
  claim: RefundClaim,
): Promise<({ transactionReference: string } & GatewayReport) | null> {
  let fetched: FetchedRefund;
  try {
    fetched = await deps.paystack.fetchRefund(claim.gatewayRefundId);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    if (error.status === 404) {
      deps.log.warn({ ...claim }, 'refund event refused: the gateway has no such refund');
      return null;
    }
    throw new GatewayNotAsked(`fetch refund ${claim.gatewayRefundId}: ${error.message}`);
  }
  if (fetched.transactionReference !== claim.transactionReference) {
    deps.log.warn(
      { ...claim, gatewayReference: fetched.transactionReference },
      'refund event refused: the gateway refund is of another payment',
    );
    return null;
  }
  return {
    transactionReference: fetched.transactionReference,
    gatewayRefundId: String(fetched.id),
    status: fetched.status,
    reason: fetched.reason || null,
    at: fetched.refundedAt ? new Date(fetched.refundedAt) : null,
  };
}

import { createHash } from 'node:crypto';
import type { LogEntry, SandboxTransaction } from './gateway.ts';
import type { SandboxRefund } from './refunds.ts';

/**
 * The gateway's rows in Paystack's own shapes (VerifyResponse, RefundCreateResponse and the webhook
 * bodies of paystack-openapi.yaml), with every field Paystack lists so that code written against the
 * sandbox meets no surprise at Paystack.
 */

/** The sandbox's stand-in for a merchant integration id. */
const INTEGRATION_ID = 100_001;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Paystack's local card fee: 1.5%, plus ₦100 from ₦2,500 up, capped at ₦2,000 (in kobo). */
function paystackFeeKobo(amountKobo: number): number {
  const fee = Math.round((amountKobo * 15) / 1000) + (amountKobo >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

/** A stable customer per email, as Paystack keeps one customer record per address. */
function customerOf(email: string) {
  const hash = createHash('sha256').update(email.toLowerCase()).digest('hex');
  return {
    id: Number.parseInt(hash.slice(0, 7), 16),
    first_name: null,
    last_name: null,
    email,
    customer_code: `CUS_${hash.slice(7, 22)}`,
    phone: null,
    metadata: null,
    risk_action: 'default',
    international_format_phone: null,
  };
}

const isPaid = (row: SandboxTransaction) => row.status === 'success' || row.status === 'reversed';

const HISTORY_TYPE: Record<LogEntry['type'], string> = {
  attempt: 'action',
  declined: 'error',
  error: 'error',
  success: 'success',
  pin: 'auth',
  otp: 'auth',
  cancel: 'action',
  refund: 'action',
};

/** Paystack's `log`: the checkout session's history, null until the page was used. */
function checkoutLog(row: SandboxTransaction) {
  const entries = (row.log as LogEntry[]).filter((e) => e.type !== 'refund');
  if (entries.length === 0) return null;
  const start = Math.floor(row.createdAt.getTime() / 1000);
  const seconds = (at: string) => Math.max(0, Math.floor(new Date(at).getTime() / 1000) - start);
  return {
    start_time: start,
    time_spent: seconds(entries.at(-1)!.at),
    attempts: entries.filter((e) => e.type === 'attempt').length,
    errors: entries.filter((e) => e.type === 'declined' || e.type === 'error').length,
    success: row.status === 'success',
    mobile: false,
    input: [],
    history: entries.map((e) => ({ type: HISTORY_TYPE[e.type], message: e.message, time: seconds(e.at) })),
  };
}

/**
 * Paystack's `ip_address`: where the payer's browser came from, as the gateway saw it on the hosted
 * page (the latest card try); a string, empty until the page was used.
 */
function payerAddress(row: SandboxTransaction): string {
  const tries = (row.log as LogEntry[]).filter((e) => e.ip);
  return tries.at(-1)?.ip ?? '';
}

/** POST /transaction/initialize with a reference the gateway already holds, as Paystack answers it. */
export const DUPLICATE_REFERENCE = {
  status: false,
  message: 'Duplicate Transaction Reference',
  meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
  type: 'validation_error',
  code: 'duplicate_reference',
  errorCodeMappingNotFound: false,
};

/** The `data` of GET /transaction/verify/:reference, and of the charge.success webhook. */
export function transactionData(row: SandboxTransaction) {
  const paidAt = iso(row.paidAt);
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    domain: 'test',
    status: row.status,
    reference: row.reference,
    receipt_number: null,
    amount: row.amountKobo,
    message: null,
    gateway_response: row.gatewayResponse,
    paid_at: paidAt,
    created_at: createdAt,
    channel: row.channel ?? 'card',
    currency: row.currency,
    ip_address: payerAddress(row),
    metadata: row.metadata ?? '',
    log: checkoutLog(row),
    fees: isPaid(row) ? paystackFeeKobo(row.amountKobo) : null,
    fees_split: null,
    authorization: isPaid(row) && row.authorization ? row.authorization : {},
    customer: customerOf(row.email),
    plan: null,
    split: {},
    order_id: null,
    paidAt,
    createdAt,
    requested_amount: row.amountKobo,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: createdAt,
    plan_object: {},
    subaccount: {},
  };
}

/** The `data` of POST /refund (RefundCreateResponse). */
export function refundData(row: SandboxTransaction, refund: SandboxRefund) {
  const paidAt = iso(row.paidAt);
  const authorization = (row.authorization ?? {}) as { exp_month?: string; exp_year?: string };
  const at = refund.createdAt.toISOString();
  return {
    transaction: {
      id: row.id,
      domain: 'test',
      reference: row.reference,
      amount: row.amountKobo,
      paid_at: paidAt,
      channel: row.channel ?? 'card',
      currency: row.currency,
      authorization: {
        exp_month: authorization.exp_month ?? null,
        exp_year: authorization.exp_year ?? null,
        account_name: null,
      },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: INTEGRATION_ID,
    deducted_amount: refund.amountKobo,
    channel: null,
    merchant_note: refund.merchantNote ?? `Refund for transaction ${row.reference}`,
    customer_note: refund.customerNote ?? `Refund for transaction ${row.reference}`,
    status: refund.status,
    refunded_by: 'sandbox@oja.test',
    expected_at: new Date(refund.createdAt.getTime() + 24 * 3600 * 1000).toISOString(),
    currency: row.currency,
    domain: 'test',
    amount: refund.amountKobo,
    fully_deducted: true,
    id: refund.id,
    createdAt: at,
    updatedAt: refund.updatedAt.toISOString(),
  };
}

/** One refund as GET /refund/{id} (RefundFetchResponse) and GET /refund (RefundListResponseArray) give it. */
export function refundFetchData(row: SandboxTransaction, refund: SandboxRefund) {
  return {
    integration: INTEGRATION_ID,
    transaction: row.id,
    dispute: null,
    settlement: null,
    id: refund.id,
    domain: 'test',
    currency: row.currency,
    amount: refund.amountKobo,
    status: refund.status,
    refunded_at: iso(refund.refundedAt),
    refunded_by: 'sandbox@oja.test',
    customer_note: refund.customerNote ?? `Refund for transaction ${row.reference}`,
    merchant_note: refund.merchantNote ?? `Refund for transaction ${row.reference}`,
    deducted_amount: refund.amountKobo,
    fully_deducted: 1,
    createdAt: refund.createdAt.toISOString(),
    bank_reference: null,
    transaction_reference: row.reference,
    reason: refund.reason ?? '',
    customer: customerOf(row.email),
    refund_type: refund.amountKobo === row.amountKobo ? 'full' : 'partial',
    transaction_amount: row.amountKobo,
    initiated_by: 'api',
    refund_channel: 'card',
    session_id: null,
    collect_account_number: false,
  };
}

/** The `data` of the refund.* webhooks (refund.pending, refund.processed, refund.failed). */
export function refundEventData(row: SandboxTransaction, refund: SandboxRefund) {
  return {
    id: refund.id,
    status: refund.status,
    transaction_reference: row.reference,
    refund_reference: null,
    amount: refund.amountKobo,
    currency: row.currency,
    processor: 'sandbox',
    customer: { email: row.email, first_name: null, last_name: null },
    integration: INTEGRATION_ID,
    domain: 'test',
    ...(refund.reason ? { reason: refund.reason } : {}),
  };
}

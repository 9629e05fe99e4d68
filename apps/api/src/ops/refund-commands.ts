import { formatNaira } from '@oja/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { createPaystackClient, PAYSTACK_API_URL, SANDBOX_SECRET_KEY } from '../integrations/paystack.ts';
import { settlementPorts } from '../modules/orders/payment.ts';
import { orderReferenceIn } from '../modules/payments/refund-notices.ts';
import {
  type CardRefundRow,
  MAX_REFUND_ATTEMPTS,
  openCardRefunds,
  type RefundDeps,
  retryCardRefund,
  retryDueAt,
} from '../modules/payments/refunds.ts';
import type { OpsIo } from './io.ts';

/**
 * `refunds list` and `refunds retry <id>` (commands.ts): the operator's side of card refunds (ADR
 * 0035). The list shows every refund the gateway has not processed, and says which wait for a person.
 */

const USAGE_ERROR = 2;

/** What an operator should do about a refund, or when the shop acts by itself. */
function nextStep(refund: CardRefundRow): string {
  switch (refund.status) {
    case 'sending':
      return refund.failure ? 'not reached the gateway yet; sent again by the reconcile job' : 'being sent';
    case 'pending':
      return 'with the gateway; followed by its events, fetched when they are late';
    case 'needs-attention':
      return 'OPERATOR: the gateway needs the customer’s bank details (Paystack dashboard: retry with customer details)';
    case 'failed': {
      const due = retryDueAt(refund);
      return due
        ? `failed; sent again automatically after ${due.toISOString()} (or now: refunds retry ${refund.id})`
        : `OPERATOR: failed ${refund.attempts} times; send again with: refunds retry ${refund.id}`;
    }
    default:
      return refund.status;
  }
}

function describe(refund: CardRefundRow, paymentReference: string): string {
  const order = orderReferenceIn(paymentReference) ?? '-';
  const failure = refund.failure ? `\n      reason: ${refund.failure}` : '';
  return (
    `  #${refund.id} ${refund.status} ${formatNaira(refund.amountKobo)} order ${order} payment ${paymentReference} ` +
    `(${refund.cause}; sent ${refund.attempts}/${MAX_REFUND_ATTEMPTS}; since ${refund.createdAt.toISOString()})` +
    `${failure}\n      next: ${nextStep(refund)}`
  );
}

export async function refundsList(io: OpsIo): Promise<number> {
  const { handle, where, close } = await io.open();
  try {
    const open = await openCardRefunds(handle.db);
    io.out(`database: ${where}`);
    if (open.length === 0) {
      io.out('no card refund is waiting: every one the gateway took is processed');
      return 0;
    }
    const waiting = open.filter(({ refund }) => nextStep(refund).startsWith('OPERATOR'));
    const total = open.reduce((sum, { refund }) => sum + refund.amountKobo, 0);
    io.out(
      `${open.length} card refund(s) not processed yet, ${formatNaira(total)} owed to customers; ${waiting.length} wait for an operator:`,
    );
    for (const { refund, reference } of open) io.out(describe(refund, reference));
    return 0;
  } finally {
    await close();
  }
}

/** The gateway the server talks to: Paystack with a key, else the sandbox of the server at PUBLIC_URL. */
function gatewayFor(io: OpsIo) {
  const config = loadConfig(io.env, { jwtSecret: new Uint8Array(32) });
  const key = config.paystackSecretKey;
  const baseUrl = config.paystackBaseUrl ?? (key ? PAYSTACK_API_URL : `${config.publicUrl}/sandbox/paystack`);
  return createPaystackClient({ baseUrl, secretKey: key ?? SANDBOX_SECRET_KEY, timeoutMs: 15_000 });
}

export async function refundsRetry(io: OpsIo, id: string | undefined): Promise<number> {
  if (!id || !/^\d{1,9}$/.test(id)) {
    io.err('refunds retry needs the number of a refund, as refunds list shows it (#12: refunds retry 12).');
    return USAGE_ERROR;
  }
  const { handle, close } = await io.open();
  try {
    const deps: RefundDeps = {
      db: handle.db,
      paystack: gatewayFor(io),
      log: pino({ level: 'silent' }) as FastifyBaseLogger,
      notify: settlementPorts.notify,
      inbox: settlementPorts.inbox,
    };
    const retried = await retryCardRefund(deps, Number(id));
    if (retried.kind === 'missing') {
      io.err(`No card refund #${id}: refunds list shows the ones waiting.`);
      return 1;
    }
    if (retried.kind === 'not-failed') {
      io.err(
        retried.refund.status === 'needs-attention'
          ? `Refund #${id} needs the customer's bank details at the gateway (Paystack dashboard: retry with customer details); sending a second refund could pay twice.`
          : `Refund #${id} is ${retried.refund.status}: only a failed refund (or one not yet sent) is sent again.`,
      );
      return 1;
    }
    const { refund, outcome } = retried;
    const said: Record<string, string> = {
      sent: `sent again: the gateway has it (${refund.status})`,
      adopted: `the gateway already had a refund of this payment: following it (${refund.status})`,
      error: `could not reach the gateway (${refund.failure ?? 'no answer'}); the server's reconcile job sends it again`,
      refused: `the gateway refused it: ${refund.failure ?? ''}`,
      busy: 'another sender has it right now',
      not_sending: `it is ${refund.status} now`,
    };
    io.out(`#${refund.id}: ${said[outcome] ?? outcome}`);
    return outcome === 'sent' || outcome === 'adopted' || outcome === 'busy' ? 0 : 1;
  } finally {
    await close();
  }
}

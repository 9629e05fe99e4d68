import { messages } from '@oja/contract/messages';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { payments } from '../../db/tables/payments.ts';
import { PaystackError } from '../../integrations/paystack.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { type PaymentDeps, type PaymentRow, paymentReference } from './service.ts';

/*
 * Asking the gateway for a payment's page (Paystack's transaction/initialize) exactly once per
 * attempt, for an order's card payment and for a wallet funding alike: a claim on the row, kept alive
 * while the gateway answers, taken over from a holder that died, and the next attempt opened when the
 * gateway already holds a reference whose page was lost (issue 53, 13a).
 */

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

/** What the gateway is told with the page's request: who pays, where they come back, and the metadata. */
type PageRequest = { email: string; callbackUrl: string; metadata: Record<string, unknown> };

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
  request: PageRequest,
): Promise<PaymentPage> {
  const until = Date.now() + WAIT_FOR_PAGE_MS;
  while (Date.now() < until) {
    const [row] = await deps.db.select().from(payments).where(eq(payments.id, payment.id));
    if (row?.authorizationUrl && row.accessCode) {
      return { authorizationUrl: row.authorizationUrl, accessCode: row.accessCode, payment: row };
    }
    if (row?.status === 'abandoned' && row.gatewayResponse === PAGE_LOST) {
      return nextAttempt(deps, row, request);
    }
    if (row?.status !== 'pending') break;
    if (await takeClaim(deps.db, payment.id)) return askForPage(deps, row, request);
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
  opts: {
    /** The caller wrote the row with its claim (`claimedNow`) in its own transaction just now. */
    claimedAtWrite?: boolean;
    /** What the gateway keeps with the transaction; an order payment's order group by default. */
    metadata?: Record<string, unknown>;
  } = {},
): Promise<PaymentPage> {
  const request = { email, callbackUrl, metadata: opts.metadata ?? { order_group: payment.orderGroup } };
  if (opts.claimedAtWrite || (await takeClaim(deps.db, payment.id))) {
    return askForPage(deps, payment, request);
  }
  return waitForPage(deps, payment, request);
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
  request: PageRequest,
): Promise<PaymentPage> {
  const stopKeeping = keepClaim(deps.db, payment.id);
  let started: Awaited<ReturnType<PaymentDeps['paystack']['initialize']>>;
  try {
    started = await deps.paystack.initialize({
      email: request.email,
      amountKobo: payment.amountKobo,
      reference: payment.reference,
      callbackUrl: request.callbackUrl,
      currency: 'NGN',
      metadata: request.metadata,
    });
  } catch (error) {
    await stopKeeping();
    if (!(error instanceof PaystackError)) throw error;
    if (isDuplicateReference(error)) return pageLost(deps, payment, request);
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
async function pageLost(deps: PaymentDeps, payment: PaymentRow, request: PageRequest): Promise<PaymentPage> {
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
  return nextAttempt(deps, closed ?? payment, request);
}

/** The attempt after a closed one (`-P<n+1>`), made once however many ask. */
async function nextAttempt(
  deps: PaymentDeps,
  closed: PaymentRow,
  request: PageRequest,
): Promise<PaymentPage> {
  // An order's first attempt is `-P1`; a wallet funding's first reference has no suffix (it is
  // derived from the customer's Idempotency-Key), so its next attempt is `-P2` too.
  const attempt = /-P(\d+)$/.exec(closed.reference);
  if (closed.purpose === 'order' && (!closed.orderGroup || !attempt)) {
    throw new HttpError(502, messages.gatewayUnavailable);
  }
  const base = attempt ? closed.reference.slice(0, attempt.index) : closed.reference;
  const reference = paymentReference(base, attempt ? Number(attempt[1]) + 1 : 2);
  const [made] = await deps.db
    .insert(payments)
    .values({
      reference,
      purpose: closed.purpose,
      orderGroup: closed.orderGroup,
      userId: closed.userId,
      amountKobo: closed.amountKobo,
      currency: closed.currency,
      gateway: closed.gateway,
      initializeClaimedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: payments.reference })
    .returning();
  if (made) return askForPage(deps, made, request);
  const [other] = await deps.db.select().from(payments).where(eq(payments.reference, reference));
  if (await takeClaim(deps.db, other!.id)) return askForPage(deps, other!, request);
  return waitForPage(deps, other!, request);
}

import { createHash, randomInt } from 'node:crypto';
import { messages } from '@oja/contract/messages';
import { koboToNaira } from '@oja/contract/money';
import type { WalletFundAnswer, WalletFundVerifyAnswer } from '@oja/contract/wallet';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/tables/identity.ts';
import { payments } from '../../db/tables/payments.ts';
import { ledgerTransactions } from '../../db/tables/wallet.ts';
import { PaystackError } from '../../integrations/paystack.ts';
import { HttpError, notFound, unprocessable } from '../../lib/http-errors.ts';
import { ensureWallets } from '../wallet/accounts.ts';
import { fundingReference } from '../wallet/postings.ts';
import { type PaymentRow, type SettlementDeps, verifyWithGateway } from './service.ts';

/** Verify settles (SettlementDeps): the credit itself is the wallet's creditWalletFunding. */
export type FundingDeps = SettlementDeps;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const WAIT_FOR_PAGE_MS = 20_000;
const KEY_PATTERN = /^[\w.:=-]{1,100}$/;

/**
 * `OJA-WF-XXXXXXXXXX`: random, or derived from the customer and their Idempotency-Key so that the
 * same key sent twice names the same payment (one page, one charge).
 */
function fundingPaymentReference(userId: number, idempotencyKey?: string): string {
  let code = '';
  if (idempotencyKey) {
    const digest = createHash('sha256').update(`${userId}:${idempotencyKey}`).digest();
    for (let i = 0; i < 12; i++) code += ALPHABET[digest[i]! % ALPHABET.length];
  } else {
    for (let i = 0; i < 12; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  }
  return `OJA-WF-${code}`;
}

const pageOf = (payment: PaymentRow): WalletFundAnswer | null =>
  payment.authorizationUrl && payment.accessCode
    ? {
        reference: payment.reference,
        amount: koboToNaira(payment.amountKobo),
        authorization_url: payment.authorizationUrl,
        access_code: payment.accessCode,
      }
    : null;

/** A replayed Idempotency-Key: the first request's page, once it has one. */
async function pageOfReplay(db: Db, userId: number, reference: string, amountKobo: number) {
  const until = Date.now() + WAIT_FOR_PAGE_MS;
  for (;;) {
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
    if (!row || row.userId !== userId || row.amountKobo !== amountKobo) {
      throw unprocessable({ 'idempotency-key': ['This Idempotency-Key was used for another amount'] });
    }
    const page = pageOf(row);
    if (page) return page;
    if (row.status !== 'pending' || Date.now() > until) throw new HttpError(502, messages.gatewayUnavailable);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * POST wallet/fund: a `wallet_funding` payment row, then its Paystack page (outside any transaction:
 * no lock is held while the gateway answers). The money reaches the main wallet only when the gateway
 * confirms it (creditWalletFunding, from settlement or from POST wallet/fund/verify).
 */
export async function startWalletFunding(
  deps: FundingDeps,
  userId: number,
  input: { amountKobo: number; callbackUrl: string; idempotencyKey?: string },
): Promise<WalletFundAnswer> {
  if (input.idempotencyKey !== undefined && !KEY_PATTERN.test(input.idempotencyKey)) {
    throw unprocessable({
      'idempotency-key': ['Idempotency-Key may hold letters, digits and . : = - _ (at most 100)'],
    });
  }
  const reference = fundingPaymentReference(userId, input.idempotencyKey);
  const [payment] = await deps.db
    .insert(payments)
    .values({
      reference,
      purpose: 'wallet_funding',
      orderGroup: null,
      userId,
      amountKobo: input.amountKobo,
      gateway: 'paystack',
      // Claimed at birth: only this request asks the gateway for the page.
      initializeClaimedAt: new Date(),
    })
    .onConflictDoNothing({ target: payments.reference })
    .returning();
  if (!payment) return pageOfReplay(deps.db, userId, reference, input.amountKobo);

  const [user] = await deps.db
    .select({ email: users.email, uuid: users.uuid })
    .from(users)
    .where(eq(users.id, userId));
  try {
    const started = await deps.paystack.initialize({
      email: user!.email,
      amountKobo: input.amountKobo,
      reference,
      callbackUrl: input.callbackUrl,
      currency: 'NGN',
      metadata: { purpose: 'wallet_funding', customer: user!.uuid },
    });
    const [saved] = await deps.db
      .update(payments)
      .set({
        authorizationUrl: started.authorizationUrl,
        accessCode: started.accessCode,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id))
      .returning();
    return pageOf(saved!)!;
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    deps.log.warn({ status: error.status, reference }, 'payment gateway refused wallet funding initialize');
    await deps.db
      .update(payments)
      .set({ status: 'abandoned', gatewayResponse: error.message, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    throw new HttpError(502, messages.gatewayUnavailable);
  }
}

async function fundingOf(db: Db, userId: number, reference: string): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reference, reference),
        eq(payments.userId, userId),
        eq(payments.purpose, 'wallet_funding'),
      ),
    );
  if (!payment) throw notFound(messages.walletFundingNotFound);
  return payment;
}

/**
 * POST wallet/fund/verify: the wallet page, back from the gateway, asks the gateway about the payment
 * and settles it as the webhook would; settlement credits the main wallet in the same transaction
 * (settlePayment), keyed by the payment reference, so this, the webhook and any retry credit it once.
 */
export async function verifyWalletFunding(
  deps: FundingDeps,
  userId: number,
  reference: string,
): Promise<WalletFundVerifyAnswer> {
  let payment = await fundingOf(deps.db, userId, reference);
  if (await verifyWithGateway(deps, payment)) {
    payment = await fundingOf(deps.db, userId, reference);
  }
  const [credited] = await deps.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, fundingReference(payment.reference)));
  const mine = await ensureWallets(deps.db, userId);
  return {
    reference: payment.reference,
    amount: koboToNaira(payment.amountKobo),
    status: payment.status,
    credited: credited !== undefined,
    balance: koboToNaira(mine.main.balanceKobo),
  };
}

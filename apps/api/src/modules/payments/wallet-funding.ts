import { createHash, randomInt } from 'node:crypto';
import { messages } from '@oja/contract/messages';
import { koboToNaira } from '@oja/contract/money';
import type { WalletFundAnswer, WalletFundVerifyAnswer } from '@oja/contract/wallet';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/tables/identity.ts';
import { payments } from '../../db/tables/payments.ts';
import { ledgerTransactions } from '../../db/tables/wallet.ts';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import { ensureWallets } from '../wallet/accounts.ts';
import { fundingReference } from '../wallet/postings.ts';
import { claimedNow, initializePayment, type PaymentPage } from './payment-page.ts';
import { type PaymentRow, type SettlementDeps, verifyWithGateway } from './service.ts';

/** Verify settles (SettlementDeps): the credit itself is the wallet's creditWalletFunding. */
export type FundingDeps = SettlementDeps;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
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

/** The answer for a funding's page: the attempt that has it (the next one when the first's was lost). */
const pageOf = (payment: PaymentRow, page: PaymentPage): WalletFundAnswer => ({
  reference: payment.reference,
  amount: koboToNaira(payment.amountKobo),
  authorization_url: page.authorizationUrl,
  access_code: page.accessCode,
});

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
      initializeClaimedAt: claimedNow,
    })
    .onConflictDoNothing({ target: payments.reference })
    .returning();
  let funding = payment;
  if (!funding) {
    // A replayed Idempotency-Key: the first request's page (or, if that request died, its own).
    const [first] = await deps.db.select().from(payments).where(eq(payments.reference, reference));
    if (!first || first.userId !== userId || first.amountKobo !== input.amountKobo) {
      throw unprocessable({ 'idempotency-key': ['This Idempotency-Key was used for another amount'] });
    }
    funding = first;
  }
  const [user] = await deps.db
    .select({ email: users.email, uuid: users.uuid })
    .from(users)
    .where(eq(users.id, userId));
  const page = await initializePayment(deps, funding, user!.email, input.callbackUrl, {
    claimedAtWrite: payment !== undefined,
    metadata: { purpose: 'wallet_funding', customer: user!.uuid },
  });
  return pageOf(page.payment, page);
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

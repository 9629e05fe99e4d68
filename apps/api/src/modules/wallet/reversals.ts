import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { ledgerTransactions, walletEntries, wallets } from '../../db/tables/wallet.ts';
import { ensureWallets, type SystemWalletCode, systemWallet } from './accounts.ts';
import { coinDebtOf, recordCoinDebt, settleCoinDebts } from './coin-debts.ts';
import { type LedgerKind, type PostResult, postLedgerTransaction } from './ledger.ts';

/**
 * The ledger side of undoing an order (ADR 0018), in the caller's transaction, which has locked the
 * customer's wallets (lockCustomerWallets) after any product row. Every movement has a reference of
 * its order, so a retry posts nothing twice (ADR 0007).
 */

type CustomerKind = 'main' | 'spend_and_save' | 'smart_coin';

/** What an earlier posting of this order moved into (or out of) the customer's wallet of `kind`. */
async function postedAmount(tx: Executor, userId: number, kind: CustomerKind, reference: string) {
  const mine = (await ensureWallets(tx, userId))[kind];
  const [row] = await tx
    .select({ amount: walletEntries.amountKobo })
    .from(walletEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, walletEntries.transactionId))
    .where(and(eq(ledgerTransactions.reference, reference), eq(walletEntries.walletId, mine.id)));
  return row?.amount ?? 0;
}

/** What a take-back gets of `wanted` from a wallet holding `balance`: a balance never goes below zero. */
const takeableKobo = (wanted: number, balance: number) => Math.max(0, Math.min(wanted, balance));

/**
 * What cancelling an order now would do to the customer's wallets, read without changing anything
 * (the cancel page's promise, orders/cancel-preview.ts): the order's Spend and Save credit and how
 * much of it takeBackSavings would take back now (by the same rule, takeableKobo), and the coins it
 * spent, which returnSpentCoins gives back.
 */
export async function walletsSideOfCancel(db: Executor, userId: number, orderReference: string) {
  const credited = await postedAmount(db, userId, 'spend_and_save', `order:${orderReference}:spend-and-save`);
  const savings = (await ensureWallets(db, userId)).spend_and_save.balanceKobo;
  const coinsSpent = -(await postedAmount(
    db,
    userId,
    'smart_coin',
    `order:${orderReference}:smart-coin-redeem`,
  ));
  return {
    savingsCreditedKobo: credited,
    savingsToTakeBackKobo: takeableKobo(credited, savings),
    coinsSpent: Math.max(0, coinsSpent),
  };
}

/**
 * Takes back from a customer's wallet what an order put there, as far as the balance allows (a
 * customer balance never goes below zero). The account is locked first, so the balance read is the
 * one posted against. Answers what was taken.
 */
async function takeBack(
  tx: Tx,
  input: {
    userId: number;
    kind: CustomerKind;
    shop: SystemWalletCode;
    wanted: number;
    reference: string;
    ledgerKind: LedgerKind;
    description: string;
  },
) {
  if (input.wanted <= 0) return 0;
  const mine = (await ensureWallets(tx, input.userId))[input.kind];
  const shop = await systemWallet(tx, input.shop);
  const [locked] = await tx
    .select({ balance: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.id, mine.id))
    .for('update');
  const amount = takeableKobo(input.wanted, locked?.balance ?? 0);
  if (amount <= 0) return 0;
  const result = await postLedgerTransaction(tx, {
    reference: input.reference,
    kind: input.ledgerKind,
    description: input.description,
    legs: [
      { walletId: mine.id, amountKobo: -amount },
      { walletId: shop.id, amountKobo: amount },
    ],
  });
  return result.posted ? amount : 0;
}

/**
 * The coins an order spent, given back when it is cancelled or released unpaid: the same count,
 * whatever a coin is worth now (coins are a promise of a discount, not money). Coins a returned order
 * earned and could not take back are settled from them first (ADR 0075): the shopper keeps what is
 * left. Answers the return's posting and the coins taken for debts.
 */
export async function returnSpentCoins(
  tx: Tx,
  input: { userId: number; orderReference: string; why: string },
): Promise<PostResult & { settledDebt: number }> {
  const reference = input.orderReference;
  const spent = -(await postedAmount(tx, input.userId, 'smart_coin', `order:${reference}:smart-coin-redeem`));
  if (spent <= 0) return { posted: false, settledDebt: 0 };
  const mine = (await ensureWallets(tx, input.userId)).smart_coin;
  const issuance = await systemWallet(tx, 'smart_coin_issuance');
  const returned = await postLedgerTransaction(tx, {
    reference: `order:${reference}:smart-coin-return`,
    kind: 'smart_coin_return',
    description: `Smart coins returned: order ${reference} ${input.why}`,
    legs: [
      { walletId: mine.id, amountKobo: spent },
      { walletId: issuance.id, amountKobo: -spent },
    ],
  });
  // A retry finds the coins returned and their debts settled by the first run: nothing more.
  if (!returned.posted) return { ...returned, settledDebt: 0 };
  const settledDebt = await settleCoinDebts(tx, {
    userId: input.userId,
    fromOrderReference: reference,
    available: spent,
  });
  return { ...returned, settledDebt };
}

/**
 * The Spend and Save credit of a cancelled order, taken back from the Spend and Save wallet as far as
 * it is still there. Answers what the order credited and what came back: the difference was moved
 * to the main wallet (and maybe spent), and the refund is that much smaller (ADR 0018).
 */
export async function takeBackSavings(tx: Tx, userId: number, orderReference: string) {
  const credited = await postedAmount(tx, userId, 'spend_and_save', `order:${orderReference}:spend-and-save`);
  const taken = await takeBack(tx, {
    userId,
    kind: 'spend_and_save',
    shop: 'shop_sales',
    wanted: credited,
    reference: `order:${orderReference}:spend-and-save-return`,
    ledgerKind: 'spend_and_save',
    description: `Savings of cancelled order ${orderReference} returned`,
  });
  return { credited, taken };
}

async function coinsTakenBackBefore(tx: Tx, userId: number, orderReference: string) {
  const taken = await postedAmount(
    tx,
    userId,
    'smart_coin',
    `order:${orderReference}:smart-coin-earn-return`,
  );
  return taken !== 0 || (await coinDebtOf(tx, orderReference)) !== null;
}

/**
 * Coins a delivered order earned, taken back when the order is returned, as many as are left; the
 * rest (spent meanwhile) is recorded as a coin debt, settled by coins given back later (ADR 0075).
 * Answers the coins taken now.
 */
export async function takeBackEarnedCoins(tx: Tx, userId: number, orderReference: string) {
  // Once per order: a second call finds the first one's take-back or its debt, and does nothing.
  if (await coinsTakenBackBefore(tx, userId, orderReference)) return 0;
  const earned = await postedAmount(tx, userId, 'smart_coin', `order:${orderReference}:smart-coin-earn`);
  const taken = await takeBack(tx, {
    userId,
    kind: 'smart_coin',
    shop: 'smart_coin_issuance',
    wanted: earned,
    reference: `order:${orderReference}:smart-coin-earn-return`,
    ledgerKind: 'smart_coin_return',
    description: `Smart coins of returned order ${orderReference} taken back`,
  });
  await recordCoinDebt(tx, { userId, returnedOrderReference: orderReference, coins: earned - taken });
  return taken;
}

/** Money of an order given back to the main wallet: shop_sales -> main (one refund per order). */
export async function refundToWallet(
  tx: Tx,
  input: { userId: number; orderReference: string; amountKobo: number },
): Promise<PostResult> {
  const main = (await ensureWallets(tx, input.userId)).main;
  const sales = await systemWallet(tx, 'shop_sales');
  return postLedgerTransaction(tx, {
    reference: `order:${input.orderReference}:refund`,
    kind: 'refund',
    description: `Refund for order ${input.orderReference}`,
    legs: [
      { walletId: main.id, amountKobo: input.amountKobo },
      { walletId: sales.id, amountKobo: -input.amountKobo },
    ],
  });
}

/** A card payment sent back through the gateway: shop_sales -> gateway_clearing, the card sale undone. */
export async function recordCardRefund(tx: Tx, orderReference: string, amountKobo: number) {
  const sales = await systemWallet(tx, 'shop_sales');
  const clearing = await systemWallet(tx, 'gateway_clearing');
  return postLedgerTransaction(tx, {
    reference: `order:${orderReference}:card-refund`,
    kind: 'refund',
    description: `Card refund for order ${orderReference}`,
    legs: [
      { walletId: sales.id, amountKobo: -amountKobo },
      { walletId: clearing.id, amountKobo },
    ],
  });
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../cart/lock.ts';
import { ensureWallets, type SystemWalletCode, systemWallet } from '../wallet/accounts.ts';
import { type LedgerKind, postLedgerTransaction } from '../wallet/ledger.ts';
import { ledgerTransactions, walletEntries, wallets } from '../wallet/tables.ts';

/**
 * The ledger side of undoing an order (ADR 0008), in the caller's transaction. Every movement has a
 * reference of its order, so a retry posts nothing twice (ADR 0007).
 */

type CustomerKind = 'main' | 'spend_and_save' | 'smart_coin';

/** What an earlier posting of this order moved into (or out of) the customer's wallet of `kind`. */
async function postedAmount(tx: Tx, userId: number, kind: CustomerKind, reference: string) {
  const mine = (await ensureWallets(tx, userId))[kind];
  const [row] = await tx
    .select({ amount: walletEntries.amountKobo })
    .from(walletEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, walletEntries.transactionId))
    .where(and(eq(ledgerTransactions.reference, reference), eq(walletEntries.walletId, mine.id)));
  return row?.amount ?? 0;
}

/**
 * Takes back from a customer's wallet what an order put there, as far as the balance allows: the
 * customer may have spent it since, and a customer balance never goes below zero. Both accounts are
 * locked first, in id order as every posting locks them, so the balance read is the one posted against.
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
  const locked = await tx
    .select({ id: wallets.id, balance: wallets.balanceKobo })
    .from(wallets)
    .where(inArray(wallets.id, [mine.id, shop.id]))
    .orderBy(asc(wallets.id))
    .for('update');
  const balance = locked.find((row) => row.id === mine.id)?.balance ?? 0;
  const amount = Math.min(input.wanted, balance);
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

/** The coins spent on a cancelled order, given back (the same reference as the release job uses). */
export async function returnSpentCoins(tx: Tx, userId: number, orderReference: string) {
  const spent = -(await postedAmount(tx, userId, 'smart_coin', `order:${orderReference}:smart-coin-redeem`));
  if (spent <= 0) return;
  const mine = (await ensureWallets(tx, userId)).smart_coin;
  const issuance = await systemWallet(tx, 'smart_coin_issuance');
  await postLedgerTransaction(tx, {
    reference: `order:${orderReference}:smart-coin-return`,
    kind: 'smart_coin_return',
    description: `Smart coins returned: order ${orderReference} was cancelled`,
    legs: [
      { walletId: mine.id, amountKobo: spent },
      { walletId: issuance.id, amountKobo: -spent },
    ],
  });
}

/**
 * The Spend and Save credit of a cancelled order goes back to the shop, since the whole total is
 * refunded; only as much as is still saved (savings moved to the main wallet came from the same money).
 */
export async function takeBackSavings(tx: Tx, userId: number, orderReference: string) {
  const credited = await postedAmount(tx, userId, 'spend_and_save', `order:${orderReference}:spend-and-save`);
  return takeBack(tx, {
    userId,
    kind: 'spend_and_save',
    shop: 'shop_sales',
    wanted: credited,
    reference: `order:${orderReference}:spend-and-save-return`,
    ledgerKind: 'spend_and_save',
    description: `Savings of cancelled order ${orderReference} returned`,
  });
}

/** Coins a delivered order earned, taken back when the order is returned (as many as are left). */
export async function takeBackEarnedCoins(tx: Tx, userId: number, orderReference: string) {
  const earned = await postedAmount(tx, userId, 'smart_coin', `order:${orderReference}:smart-coin-earn`);
  return takeBack(tx, {
    userId,
    kind: 'smart_coin',
    shop: 'smart_coin_issuance',
    wanted: earned,
    reference: `order:${orderReference}:smart-coin-earn-return`,
    ledgerKind: 'smart_coin_return',
    description: `Smart coins of returned order ${orderReference} taken back`,
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

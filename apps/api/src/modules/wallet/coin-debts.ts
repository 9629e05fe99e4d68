import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { smartCoinDebts } from '../../db/tables/wallet.ts';
import { ensureWallets, systemWallet } from './accounts.ts';
import { postLedgerTransaction } from './ledger.ts';

/**
 * Coin debts (ADR 0075): the coins a returned order earned that its return could not take back
 * because they had been spent. Coins spent stay spent (ADR 0018), but coins that come back later from
 * an order that spent them are not the shopper's to keep while a returned order's coins are missing:
 * they settle the debt first. So a shopper never holds more coins than the orders they kept earned,
 * which `books verify` checks. The caller's transaction has locked the customer's wallets.
 */

/** Records what a return could not take back (nothing when it took them all). A retry adds nothing. */
export async function recordCoinDebt(
  tx: Tx,
  input: { userId: number; returnedOrderReference: string; coins: number },
) {
  if (input.coins <= 0) return;
  await tx
    .insert(smartCoinDebts)
    .values({ userId: input.userId, orderReference: input.returnedOrderReference, coins: input.coins })
    .onConflictDoNothing({ target: smartCoinDebts.orderReference });
}

/** The coin debt a returned order left, if it left one. */
export async function coinDebtOf(tx: Tx, returnedOrderReference: string) {
  const [debt] = await tx
    .select()
    .from(smartCoinDebts)
    .where(eq(smartCoinDebts.orderReference, returnedOrderReference));
  return debt ?? null;
}

/**
 * Takes coins just given back to the customer (`available`, by the order `fromOrderReference`) for
 * their open coin debts, oldest first: each part is a ledger posting of its own (smart_coin ->
 * smart_coin_issuance), named by the returned order and the order whose coins paid it, so a retry
 * posts nothing twice. Answers how many coins were taken.
 */
export async function settleCoinDebts(
  tx: Tx,
  input: { userId: number; fromOrderReference: string; available: number },
): Promise<number> {
  if (input.available <= 0) return 0;
  const open = await tx
    .select()
    .from(smartCoinDebts)
    .where(and(eq(smartCoinDebts.userId, input.userId), lt(smartCoinDebts.settled, smartCoinDebts.coins)))
    .orderBy(asc(smartCoinDebts.id))
    .for('update');
  if (open.length === 0) return 0;
  const mine = (await ensureWallets(tx, input.userId)).smart_coin;
  const issuance = await systemWallet(tx, 'smart_coin_issuance');
  let taken = 0;
  for (const debt of open) {
    const part = Math.min(debt.coins - debt.settled, input.available - taken);
    if (part <= 0) break;
    const posted = await postLedgerTransaction(tx, {
      reference: `order:${debt.orderReference}:smart-coin-debt:${input.fromOrderReference}`,
      kind: 'smart_coin_return',
      description: `Smart coins of returned order ${debt.orderReference} taken back from the coins order ${input.fromOrderReference} gave back`,
      legs: [
        { walletId: mine.id, amountKobo: -part },
        { walletId: issuance.id, amountKobo: part },
      ],
    });
    if (!posted.posted) continue;
    await tx
      .update(smartCoinDebts)
      .set({ settled: sql`${smartCoinDebts.settled} + ${part}`, updatedAt: new Date() })
      .where(eq(smartCoinDebts.id, debt.id));
    taken += part;
  }
  return taken;
}

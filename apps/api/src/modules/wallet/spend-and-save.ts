import { randomUUID } from 'node:crypto';
import { messages } from '@oja/contract/messages';
import { koboToNaira, nairaToKobo } from '@oja/contract/money';
import {
  type SpendAndSaveSettingsBody,
  type SpendAndSaveWalletAnswer,
  type SpendAndSaveWithdrawAnswer,
  savingsAtMostMessage,
} from '@oja/contract/wallet';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/tables/identity.ts';
import { ledgerTransactions, walletEntries } from '../../db/tables/wallet.ts';
import { unprocessable } from '../../lib/http-errors.ts';
import { ensureWallets } from './accounts.ts';
import { NotEnoughMoney } from './ledger.ts';
import { checkPin } from './pin.ts';
import type { PinSecrets } from './pin-hash.ts';
import { withdrawSavings } from './postings.ts';
import { spendAndSaveAnswer } from './read.ts';

/**
 * PUT spend-and-save-wallet/settings: the switch and the percentage, on the user row that login
 * answers with (spend_and_save, spend_and_save_percentage). Turning it on needs a percentage once.
 */
export async function updateSpendAndSave(
  db: Db,
  userId: number,
  body: SpendAndSaveSettingsBody,
): Promise<SpendAndSaveWalletAnswer> {
  const [current] = await db
    .select({ percentageBp: users.spendAndSavePercentageBp })
    .from(users)
    .where(eq(users.id, userId));
  // Percent to basis points: 2.5% is 250.
  const percentageBp =
    body.percentage === undefined ? (current?.percentageBp ?? 0) : Math.round(body.percentage * 100);
  if (body.enabled && percentageBp < 100) {
    throw unprocessable({ percentage: [messages.spendAndSavePercentageRequired] });
  }
  await db
    .update(users)
    .set({ spendAndSave: body.enabled, spendAndSavePercentageBp: percentageBp })
    .where(eq(users.id, userId));
  return spendAndSaveAnswer(db, userId);
}

const KEY_PATTERN = /^[\w.:=-]{1,100}$/;

/** A customer's Idempotency-Key is theirs alone: it is scoped by user id before it names a posting. */
function withdrawalReference(userId: number, idempotencyKey: string | undefined): string {
  const key = idempotencyKey && KEY_PATTERN.test(idempotencyKey) ? idempotencyKey : randomUUID();
  return `savings:${userId}:${key}`;
}

/**
 * POST spend-and-save-wallet/withdraw: the PIN, then one ledger transaction spend_and_save -> main.
 * The same Idempotency-Key sent twice moves the money once and answers the same way.
 */
export async function withdrawFromSavings(
  db: Db,
  pinSecrets: PinSecrets,
  userId: number,
  input: { amount: number; pin: string; idempotencyKey?: string },
): Promise<SpendAndSaveWithdrawAnswer> {
  if (input.idempotencyKey !== undefined && !KEY_PATTERN.test(input.idempotencyKey)) {
    throw unprocessable({
      'idempotency-key': ['Idempotency-Key may hold letters, digits and . : = - _ (at most 100)'],
    });
  }
  await checkPin(db, pinSecrets, userId, input.pin);
  const amountKobo = nairaToKobo(input.amount);
  const reference = withdrawalReference(userId, input.idempotencyKey);
  try {
    await db.transaction((tx) => withdrawSavings(tx, { userId, reference, amountKobo }));
  } catch (error) {
    if (!(error instanceof NotEnoughMoney)) throw error;
    const mine = await ensureWallets(db, userId);
    throw unprocessable({ amount: [savingsAtMostMessage(mine.spend_and_save.balanceKobo)] });
  }
  const mine = await ensureWallets(db, userId);
  // A replay answers what the first request moved, whatever amount it carries.
  const [moved] = await db
    .select({ amountKobo: walletEntries.amountKobo })
    .from(walletEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, walletEntries.transactionId))
    .where(and(eq(ledgerTransactions.reference, reference), eq(walletEntries.walletId, mine.main.id)));
  return {
    reference,
    amount: koboToNaira(moved?.amountKobo ?? amountKobo),
    balance: koboToNaira(mine.spend_and_save.balanceKobo),
    main_balance: koboToNaira(mine.main.balanceKobo),
  };
}

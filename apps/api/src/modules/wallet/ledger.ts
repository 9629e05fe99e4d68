import { messages } from '@oja/contract/messages';
import { and, asc, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isAnyOf, preparedQuery } from '../../db/prepared.ts';
import { ledgerTransactions, walletEntries, wallets } from '../../db/tables/wallet.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { knownShopAccount } from './accounts.ts';

/** What a movement is for; shown nowhere raw, but kept so the ledger can be read by kind. */
export type LedgerKind =
  | 'wallet_funding'
  | 'order_payment'
  | 'spend_and_save'
  | 'savings_withdrawal'
  | 'smart_coin_redeem'
  | 'smart_coin_earn'
  | 'refund'
  | 'card_sale'
  | 'smart_coin_return';

/** One side of a movement: a credit (positive) or a debit (negative) of one account, in its unit. */
export type Leg = { walletId: number; amountKobo: number };

export type Posting = { reference: string; kind: LedgerKind; description: string; legs: Leg[] };

/** `posted: false` means the reference was posted before (a retry): nothing changed. */
export type PostResult = { posted: true; transactionId: number } | { posted: false };

/**
 * 409: a customer account would go below zero. The database transaction it is thrown in must roll
 * back (let it propagate): the posting's transaction row is already written by then.
 */
export class NotEnoughMoney extends HttpError {
  constructor(
    readonly walletId: number,
    readonly balanceKobo: number,
    readonly unit: 'kobo' | 'coins',
  ) {
    super(409, unit === 'coins' ? messages.notEnoughCoins : messages.notEnoughMoney);
    this.name = 'NotEnoughMoney';
  }
}

/** A posting that could never be right (a bug in the caller), as opposed to a customer's refusal. */
export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}

function checkLegs(posting: Posting) {
  const { reference, legs } = posting;
  if (!reference || reference.length > 200) throw new LedgerError(`bad reference '${reference}'`);
  if (legs.length < 2) throw new LedgerError(`${reference}: a transaction needs two legs or more`);
  let sum = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.walletId) || leg.walletId <= 0) {
      throw new LedgerError(`${reference}: bad wallet id ${leg.walletId}`);
    }
    if (!Number.isSafeInteger(leg.amountKobo) || leg.amountKobo === 0) {
      throw new LedgerError(`${reference}: amounts must be non-zero safe integers, got ${leg.amountKobo}`);
    }
    sum += leg.amountKobo;
    if (!Number.isSafeInteger(sum)) throw new LedgerError(`${reference}: amounts out of range`);
  }
  if (sum !== 0) throw new LedgerError(`${reference}: legs sum to ${sum}, not zero`);
}

const newTransaction = preparedQuery((db) =>
  db
    .insert(ledgerTransactions)
    .values({
      reference: sql.placeholder('reference'),
      kind: sql.placeholder('kind'),
      description: sql.placeholder('description'),
    })
    .onConflictDoNothing({ target: ledgerTransactions.reference })
    .returning({ id: ledgerTransactions.id })
    .prepare('ledger_transaction_insert'),
);

/** The customers' accounts among `ids`, locked in ascending id order (ADR 0027). */
const lockCustomerAccounts = preparedQuery((db) =>
  db
    .select({ id: wallets.id, userId: wallets.userId, kind: wallets.kind, balance: wallets.balanceKobo })
    .from(wallets)
    .where(and(isAnyOf(wallets.id, sql.placeholder('ids')), isNotNull(wallets.userId)))
    .orderBy(asc(wallets.id))
    .for('update')
    .prepare('ledger_lock_customer_accounts'),
);

const unitOf = (kind: string) => (kind === 'smart_coin' ? 'coins' : 'kobo');

/**
 * Writes one balanced movement, exactly once per reference, inside the caller's transaction (so it
 * commits or rolls back with the order or payment change it belongs to).
 *
 * The transaction row goes in first: a second posting of the same reference waits on the unique
 * index until the first commits, then does nothing. The customers' accounts are then locked in
 * ascending id order (two postings never wait on each other in a circle), each amount applied to the
 * running balance, and a customer account that would go below zero refuses the whole posting (409).
 * The shop's accounts are not locked and keep no running balance (their entries' balance_after is
 * null): their balance is the sum of their entries (`shopBalances`).
 */
export async function postLedgerTransaction(tx: Tx, posting: Posting): Promise<PostResult> {
  checkLegs(posting);
  const [created] = await newTransaction(tx).execute({
    reference: posting.reference,
    kind: posting.kind,
    description: posting.description,
  });
  if (!created) return { posted: false };

  const ids = [...new Set(posting.legs.map((leg) => leg.walletId))].sort((a, b) => a - b);
  // Customers' accounts are locked (ascending id, as every money transaction locks them) and keep a
  // running balance. The shop's accounts are neither locked nor updated: every wallet checkout
  // would queue on their one row (ADR 0028); their balance is the sum of their entries.
  const customers = await lockCustomerAccounts(tx).execute({ ids });
  // The shop's accounts never change once committed (systemWallet knows them); only an unknown one is read.
  const others = ids.filter((id) => !customers.some((account) => account.id === id));
  const known = others.map((id) => knownShopAccount(tx, id));
  const shop =
    others.length === 0
      ? []
      : known.every((account) => account !== undefined)
        ? known.map((account) => ({
            id: account.id,
            userId: account.userId,
            kind: account.kind,
            balance: account.balanceKobo,
          }))
        : await tx
            .select({
              id: wallets.id,
              userId: wallets.userId,
              kind: wallets.kind,
              balance: wallets.balanceKobo,
            })
            .from(wallets)
            .where(and(inArray(wallets.id, ids), isNull(wallets.userId)));
  const accounts = [...customers, ...shop];
  if (accounts.length !== ids.length) throw new LedgerError(`${posting.reference}: unknown wallet`);
  const units = new Set(accounts.map((account) => unitOf(account.kind)));
  if (units.size !== 1) throw new LedgerError(`${posting.reference}: coins and kobo in one transaction`);

  const byId = new Map(accounts.map((account) => [account.id, account]));
  const balances = new Map(customers.map((account) => [account.id, account.balance]));
  const entries = posting.legs.map((leg) => {
    const account = byId.get(leg.walletId)!;
    if (account.userId === null) {
      return {
        transactionId: created.id,
        walletId: leg.walletId,
        amountKobo: leg.amountKobo,
        balanceAfterKobo: null,
      };
    }
    const after = balances.get(leg.walletId)! + leg.amountKobo;
    if (!Number.isSafeInteger(after)) throw new LedgerError(`${posting.reference}: balance out of range`);
    if (after < 0) throw new NotEnoughMoney(account.id, balances.get(leg.walletId)!, unitOf(account.kind));
    balances.set(leg.walletId, after);
    return {
      transactionId: created.id,
      walletId: leg.walletId,
      amountKobo: leg.amountKobo,
      balanceAfterKobo: after,
    };
  });

  if (customers.length > 0) {
    await tx.execute(sql`
      update ${wallets} set balance_kobo = b.balance
      from unnest(${sql.param(customers.map(({ id }) => id))}::int[],
        ${sql.param(customers.map(({ id }) => balances.get(id)!))}::bigint[]) as b(id, balance)
      where ${wallets.id} = b.id`);
  }
  // One statement, in posting order: ids are drawn in row order, so each account's entries keep it.
  await tx.execute(sql`
    insert into ${walletEntries} (transaction_id, wallet_id, amount_kobo, balance_after_kobo)
    select ${created.id}::bigint, e.wallet_id, e.amount, e.balance_after
    from unnest(${sql.param(entries.map((e) => e.walletId))}::int[],
      ${sql.param(entries.map((e) => e.amountKobo))}::bigint[],
      ${sql.param(entries.map((e) => e.balanceAfterKobo))}::bigint[]) with ordinality as e(wallet_id, amount, balance_after, n)
    order by e.n`);
  return { posted: true, transactionId: created.id };
}

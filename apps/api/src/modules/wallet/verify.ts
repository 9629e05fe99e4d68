import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One way the stored ledger disagrees with itself. */
export type WalletDifference =
  | { check: 'balance'; walletId: number; owner: string; storedKobo: number; entriesSumKobo: number }
  | {
      check: 'transaction';
      transactionId: number;
      reference: string;
      sumKobo: number;
      legs: number;
      mixedUnits: boolean;
    }
  | { check: 'chain'; entryId: number; walletId: number; balanceAfterKobo: number; expectedKobo: number }
  | { check: 'negative'; walletId: number; owner: string; balanceKobo: number };

export type WalletsReport = {
  wallets: number;
  transactions: number;
  entries: number;
  differences: WalletDifference[];
};

/** Past this many differences of one kind the ledger is plainly broken; more lines add nothing. */
const REPORT_LIMIT = 1000;

const owner = sql.raw(`coalesce(w.system_code, 'user ' || w.user_id || ' ' || w.kind)`);

/**
 * Proves the ledger (ADR 0007): every customer's stored balance equals the sum of its account's
 * entries (the shop's accounts keep none, ADR 0028), every
 * transaction has two legs or more that sum to zero in one unit, each customer entry's balance_after is
 * the running sum of its account's entries in posting order, and no customer account is below zero.
 * Runs in one read-only repeatable-read transaction, so postings committed meanwhile cannot show up
 * as differences. Answers the differences; none means the ledger is consistent.
 */
export async function verifyWallets(db: Db): Promise<WalletsReport> {
  return db.transaction(
    async (tx) => {
      const counts = await tx.execute<{ wallets: string; transactions: string; entries: string }>(sql`
        select (select count(*) from wallets) as wallets,
               (select count(*) from ledger_transactions) as transactions,
               (select count(*) from wallet_entries) as entries`);
      const balances = await tx.execute<{ id: number; owner: string; stored: string; summed: string }>(sql`
        select w.id, ${owner} as owner, w.balance_kobo as stored, coalesce(s.total, 0) as summed
        from wallets w
        left join (select wallet_id, sum(amount_kobo) as total from wallet_entries group by wallet_id) s
          on s.wallet_id = w.id
        where w.user_id is not null and w.balance_kobo <> coalesce(s.total, 0)
        order by w.id limit ${REPORT_LIMIT}`);
      const transactions = await tx.execute<{
        id: string;
        reference: string;
        total: string;
        legs: string;
        units: string;
      }>(sql`
        select t.id, t.reference, coalesce(sum(e.amount_kobo), 0) as total, count(e.id) as legs,
               count(distinct (w.kind = 'smart_coin')) as units
        from ledger_transactions t
        left join wallet_entries e on e.transaction_id = t.id
        left join wallets w on w.id = e.wallet_id
        group by t.id
        having coalesce(sum(e.amount_kobo), 0) <> 0 or count(e.id) < 2 or count(distinct (w.kind = 'smart_coin')) > 1
        order by t.id limit ${REPORT_LIMIT}`);
      const chain = await tx.execute<{
        id: string;
        wallet_id: number;
        balance_after_kobo: string;
        running: string;
      }>(sql`
        select id, wallet_id, balance_after_kobo, running from (
          select e.id, e.wallet_id, e.balance_after_kobo,
                 sum(e.amount_kobo) over (partition by e.wallet_id order by e.id rows unbounded preceding) as running
          from wallet_entries e join wallets w on w.id = e.wallet_id
          where w.user_id is not null
        ) c
        where balance_after_kobo <> running
        order by id limit ${REPORT_LIMIT}`);
      const negative = await tx.execute<{ id: number; owner: string; balance_kobo: string }>(sql`
        select w.id, ${owner} as owner, w.balance_kobo from wallets w
        where w.user_id is not null and w.balance_kobo < 0
        order by w.id limit ${REPORT_LIMIT}`);

      const differences: WalletDifference[] = [
        ...balances.rows.map((row) => ({
          check: 'balance' as const,
          walletId: Number(row.id),
          owner: row.owner,
          storedKobo: Number(row.stored),
          entriesSumKobo: Number(row.summed),
        })),
        ...transactions.rows.map((row) => ({
          check: 'transaction' as const,
          transactionId: Number(row.id),
          reference: row.reference,
          sumKobo: Number(row.total),
          legs: Number(row.legs),
          mixedUnits: Number(row.units) > 1,
        })),
        ...chain.rows.map((row) => ({
          check: 'chain' as const,
          entryId: Number(row.id),
          walletId: Number(row.wallet_id),
          balanceAfterKobo: Number(row.balance_after_kobo),
          expectedKobo: Number(row.running),
        })),
        ...negative.rows.map((row) => ({
          check: 'negative' as const,
          walletId: Number(row.id),
          owner: row.owner,
          balanceKobo: Number(row.balance_kobo),
        })),
      ];
      const [count] = counts.rows;
      return {
        wallets: Number(count?.wallets ?? 0),
        transactions: Number(count?.transactions ?? 0),
        entries: Number(count?.entries ?? 0),
        differences,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** One line per difference, for the operator. Amounts are in each account's unit (kobo or coins). */
export function describeDifference(difference: WalletDifference): string {
  switch (difference.check) {
    case 'balance':
      return `wallet ${difference.walletId} (${difference.owner}): stored balance ${difference.storedKobo}, entries sum to ${difference.entriesSumKobo}`;
    case 'transaction':
      return `transaction ${difference.transactionId} (${difference.reference}): ${difference.legs} legs summing to ${difference.sumKobo}${difference.mixedUnits ? ', coins and kobo mixed' : ''}`;
    case 'chain':
      return `entry ${difference.entryId} of wallet ${difference.walletId}: balance_after ${difference.balanceAfterKobo}, running sum ${difference.expectedKobo}`;
    case 'negative':
      return `wallet ${difference.walletId} (${difference.owner}): customer balance below zero (${difference.balanceKobo})`;
  }
}

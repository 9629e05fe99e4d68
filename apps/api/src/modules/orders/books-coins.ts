import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { BooksScope } from './books-queries.ts';

/** Past this many rows the books are plainly broken; more lines add nothing. */
const REPORT_LIMIT = 1000;

export type CoinsHeldRow = { user_id: number; held: string; earned_kept: string };

/**
 * Customers holding more Smart Coins than the orders they kept earned them (ADR 0075): coins held
 * never exceed the coins earned on orders not returned (coins the shop gave outright are posted as
 * earned on an order of their own, and count). A return takes its coins back, or records what was
 * spent as a debt that coins given back later settle first, so a shopper never keeps the coins of a
 * returned order; a fault that lets them keep some shows here.
 */
export function coinsBeyondKeptOrders(tx: Tx, scope: BooksScope) {
  return tx.execute<CoinsHeldRow>(sql`
    with coin_wallets as (
      select w.id, w.user_id, w.balance_kobo as held from wallets w
      where w.kind = 'smart_coin' and w.user_id is not null
        ${scope ? sql`and w.user_id in ${scope.userIds}` : sql``}
    ),
    earned as (
      select e.wallet_id,
             coalesce(sum(e.amount_kobo) filter (where o.status is distinct from 'returns'), 0) as kept
      from ledger_transactions t
      join wallet_entries e on e.transaction_id = t.id
      join coin_wallets c on c.id = e.wallet_id
      left join orders o on o.reference = split_part(t.reference, ':', 2)
      where t.kind = 'smart_coin_earn'
      group by e.wallet_id
    )
    select c.user_id, c.held, coalesce(x.kept, 0) as earned_kept
    from coin_wallets c left join earned x on x.wallet_id = c.id
    where c.held > coalesce(x.kept, 0)
    order by c.user_id limit ${REPORT_LIMIT}`);
}

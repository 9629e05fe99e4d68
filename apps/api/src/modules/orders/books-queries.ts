import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * The reads of `books verify` (books.ts), each answering only the rows at fault so the check stays
 * one pass over the ledger however large the shop grows. Amounts come back as text (bigint sums).
 *
 * The ledger names the order a movement belongs to in its reference (`order:<ref>:<move>`, ADR 0007
 * and 0008); each entry is classified by its account: customer-side (a wallet with a user), the
 * card (gateway_clearing: money taken from or sent back to a card) or the shop's own accounts.
 */

/** Past this many rows of one check the books are plainly broken; more lines add nothing. */
const REPORT_LIMIT = 1000;

/** Whose books: the whole shop's (null), or only the orders, payments and wallets of some customers. */
export type BooksScope = { userIds: number[] } | null;

const customersOrders = (scope: BooksScope) =>
  scope ? sql`select reference from orders where user_id in ${scope.userIds}` : null;

/** Every kobo and coin an order's ledger transactions moved, with the account it moved. */
const orderMoves = (scope: BooksScope) => sql`
  order_moves as (
    select split_part(t.reference, ':', 2) as order_ref,
           split_part(t.reference, ':', 3) as move,
           e.amount_kobo as amount,
           w.user_id is not null as customer,
           coalesce(w.system_code = 'gateway_clearing', false) as card,
           w.kind = 'smart_coin' as coins
    from ledger_transactions t
    join wallet_entries e on e.transaction_id = t.id
    join wallets w on w.id = e.wallet_id
    where t.reference like 'order:%'
      ${scope ? sql`and split_part(t.reference, ':', 2) in (${customersOrders(scope)})` : sql``}
  )`;

export type OrderRow = {
  reference: string;
  known: boolean;
  status: string | null;
  paid: boolean | null;
  total: string;
  savings_charge: string;
  card_paid: string;
  wallet_paid: string;
  savings: string;
  wallet_refund: string;
  card_refund: string;
  to_customer: string;
  coins_back: string;
};

/**
 * Orders whose money does not add up: what the shop kept (paid minus what went back to the customer's
 * wallets or card) is not what the order row says it earns (its total less its Spend and Save charge
 * while it is live and paid; nothing once cancelled or while unpaid), or coins came back for it beyond
 * those it spent. A kobo movement naming no order at all is at fault too.
 */
export function faultyOrders(tx: Tx, scope: BooksScope) {
  return tx.execute<OrderRow>(sql`
    with ${orderMoves(scope)},
    scoped_orders as (select * from orders ${scope ? sql`where user_id in ${scope.userIds}` : sql``}),
    per_order as (
      select order_ref,
        coalesce(sum(-amount) filter (where move = 'card' and card), 0) as card_paid,
        coalesce(sum(-amount) filter (where move = 'wallet' and customer and not coins), 0) as wallet_paid,
        coalesce(sum(amount) filter (
          where move in ('spend-and-save', 'spend-and-save-return') and customer and not coins), 0) as savings,
        coalesce(sum(amount) filter (where move = 'refund' and customer and not coins), 0) as wallet_refund,
        coalesce(sum(amount) filter (where move = 'card-refund' and card), 0) as card_refund,
        -- Every kobo that reached the customer (positive) or came from them (negative), whatever the move.
        coalesce(sum(amount) filter (where (customer or card) and not coins), 0) as to_customer,
        -- Coins spent and given back; coins earned on delivery are the shop's gift, not counted here.
        coalesce(sum(amount) filter (
          where customer and coins and move in ('smart-coin-redeem', 'smart-coin-return')), 0) as coins_back,
        bool_or(not coins) as moved_kobo
      from order_moves group by order_ref
    ),
    books as (
      select coalesce(o.reference, p.order_ref) as reference, o.id is not null as known, o.status::text as status,
             o.paid_at is not null as paid, coalesce(o.total_kobo, 0) as total,
             coalesce(o.spend_and_save_kobo, 0) as savings_charge,
             coalesce(p.card_paid, 0) as card_paid, coalesce(p.wallet_paid, 0) as wallet_paid,
             coalesce(p.savings, 0) as savings, coalesce(p.wallet_refund, 0) as wallet_refund,
             coalesce(p.card_refund, 0) as card_refund, coalesce(p.to_customer, 0) as to_customer,
             coalesce(p.coins_back, 0) as coins_back, coalesce(p.moved_kobo, false) as moved_kobo,
             case when o.status = 'cancelled' or o.paid_at is null then 0
                  else o.total_kobo - o.spend_and_save_kobo end as expected
      from scoped_orders o full join per_order p on p.order_ref = o.reference
    )
    select reference, known, status, paid, total, savings_charge, card_paid, wallet_paid, savings,
           wallet_refund, card_refund, to_customer, coins_back
    from books
    where (known and (-to_customer <> expected or coins_back > 0 or (status = 'cancelled' and coins_back <> 0)))
       or (not known and moved_kobo)
    order by reference limit ${REPORT_LIMIT}`);
}

export type CardPaymentRow = {
  reference: string;
  amount: string;
  order_ref: string | null;
  status: string | null;
  paid: boolean | null;
  card_kept: string | null;
  kept_in_group: string;
};

/** What the ledger keeps from cards per order: card sales less card refunds (needs order_moves). */
const cardSales = sql`
  card_sales as (
    select order_ref, sum(-amount) as kept from order_moves
    where card and move in ('card', 'card-refund') group by order_ref
  )`;

const capturedOrderPayments = (scope: BooksScope) =>
  sql`p.purpose = 'order' and p.status in ('success', 'reversed')
      ${scope ? sql`and p.user_id in ${scope.userIds}` : sql``}`;

/** Captured order payments with no refund recorded, counted per order group. */
const unrefundedCaptures = (scope: BooksScope) => sql`
  captured as (
    select p.id, p.reference, p.amount_kobo, p.order_group,
           p.refunded_kobo = p.amount_kobo or exists (
             select 1 from order_refunds r where r.payment_id = p.id and r.method = 'card') as refunded
    from payments p where ${capturedOrderPayments(scope)}
  ),
  unrefunded as (
    select c.*, count(*) over (partition by c.order_group) as kept_in_group from captured c where not c.refunded
  )`;

/**
 * Card payments the gateway captured that the shop keeps without a reason: no refund recorded, and
 * not the one payment of a live, paid order whose card sale in the ledger has the same amount.
 */
export function faultyCardPayments(tx: Tx, scope: BooksScope) {
  return tx.execute<CardPaymentRow>(sql`
    with ${orderMoves(scope)}, ${cardSales}, ${unrefundedCaptures(scope)}
    select u.reference, u.amount_kobo as amount, o.reference as order_ref, o.status::text as status,
           o.paid_at is not null as paid, s.kept as card_kept, u.kept_in_group
    from unrefunded u
    left join orders o on o.group_reference_id = u.order_group
    left join card_sales s on s.order_ref = o.reference
    where o.id is null or o.status = 'cancelled' or o.paid_at is null
       or s.kept is distinct from u.amount_kobo or u.kept_in_group > 1
    order by u.id limit ${REPORT_LIMIT}`);
}

export type CardMoneyRow = { order_ref: string; ledger_kept: string; captured_kept: string };

/**
 * Orders whose card money disagrees: what the ledger says the shop kept from cards (card sales less
 * card refunds) against what its captured payments left with the shop (each payment less what was
 * recorded refunded on it, in whole or in part).
 */
export function cardMoneyMismatches(tx: Tx, scope: BooksScope) {
  return tx.execute<CardMoneyRow>(sql`
    with ${orderMoves(scope)}, ${cardSales},
    refunds as (
      select payment_id, sum(amount_kobo) as refunded from order_refunds
      where method = 'card' and payment_id is not null group by payment_id
    ),
    captured_kept as (
      select o.reference as order_ref,
             sum(p.amount_kobo - greatest(p.refunded_kobo, coalesce(r.refunded, 0))) as kept
      from payments p
      join orders o on o.group_reference_id = p.order_group
      left join refunds r on r.payment_id = p.id
      where ${capturedOrderPayments(scope)}
      group by o.reference
    )
    select coalesce(s.order_ref, c.order_ref) as order_ref, coalesce(s.kept, 0) as ledger_kept,
           coalesce(c.kept, 0) as captured_kept
    from card_sales s full join captured_kept c on c.order_ref = s.order_ref
    where coalesce(s.kept, 0) <> coalesce(c.kept, 0)
    order by 1 limit ${REPORT_LIMIT}`);
}

export type CardRefundRow = {
  reference: string;
  amount: string;
  refunded: string;
  refund_amount: string | null;
  order_refund: string | null;
};

/**
 * Card payments whose refund and its record disagree (ADR 0035): a payment marked refunded (in whole
 * or in part) with no card refund on its way, or one of another amount; a card refund of a payment
 * not marked refunded; a cancel's card refund (order_refunds) of another amount than the one sent.
 */
export function faultyCardRefunds(tx: Tx, scope: BooksScope) {
  return tx.execute<CardRefundRow>(sql`
    select p.reference, p.amount_kobo as amount, p.refunded_kobo as refunded, c.amount_kobo as refund_amount,
           r.amount_kobo as order_refund
    from payments p
    left join card_refunds c on c.payment_id = p.id
    left join order_refunds r on r.payment_id = p.id and r.method = 'card'
    where p.purpose = 'order' ${scope ? sql`and p.user_id in ${scope.userIds}` : sql``}
      and (p.refunded_kobo > 0 or c.id is not null or r.id is not null)
      and (c.amount_kobo is distinct from p.refunded_kobo
           or (r.id is not null and r.amount_kobo is distinct from c.amount_kobo))
    order by p.id limit ${REPORT_LIMIT}`);
}

/**
 * Card refunds not yet processed: money the shop still owes its customers until the gateway says it
 * reached them (sending or pending), or until it is sent again (failed, needs-attention).
 */
export async function refundsOwed(tx: Tx, scope: BooksScope) {
  const { rows } = await tx.execute<{ status: string; n: string; kobo: string }>(sql`
    select c.status, count(*) as n, coalesce(sum(c.amount_kobo), 0) as kobo
    from card_refunds c join payments p on p.id = c.payment_id
    where c.status <> 'processed' ${scope ? sql`and p.user_id in ${scope.userIds}` : sql``}
    group by c.status order by c.status`);
  return rows.map((row) => ({ status: row.status, count: Number(row.n), kobo: Number(row.kobo) }));
}

export type FundingRow = { reference: string; amount: string | null; credited: string | null };

/**
 * Card fundings of the main wallet that disagree with the ledger: a captured funding with no (or
 * another amount of) `funding:<reference>` credit, or a credit with no captured funding behind it.
 */
export function faultyFundings(tx: Tx, scope: BooksScope) {
  return tx.execute<FundingRow>(sql`
    with credits as (
      select substr(t.reference, length('funding:') + 1) as payment_ref,
             coalesce(sum(e.amount_kobo) filter (where w.user_id is not null), 0) as credited
      from ledger_transactions t
      join wallet_entries e on e.transaction_id = t.id
      join wallets w on w.id = e.wallet_id
      where t.reference like 'funding:%'
      group by t.reference
      ${scope ? sql`having bool_or(w.user_id in ${scope.userIds})` : sql``}
    ),
    captured as (
      select reference, amount_kobo from payments
      where purpose = 'wallet_funding' and status = 'success'
        ${scope ? sql`and user_id in ${scope.userIds}` : sql``}
    )
    select coalesce(p.reference, c.payment_ref) as reference, p.amount_kobo as amount, c.credited
    from captured p full join credits c on c.payment_ref = p.reference
    where c.credited is distinct from p.amount_kobo
    order by 1 limit ${REPORT_LIMIT}`);
}

/**
 * The shop_sales account summed from its entries (its stored running balance is not trusted), or
 * for a scope what those customers' orders moved into it.
 */
export async function shopSalesBalance(tx: Tx, scope: BooksScope): Promise<number> {
  const { rows } = await tx.execute<{ balance: string }>(sql`
    select coalesce(sum(e.amount_kobo), 0) as balance
    from wallet_entries e join wallets w on w.id = e.wallet_id
    ${scope ? sql`join ledger_transactions t on t.id = e.transaction_id` : sql``}
    where w.system_code = 'shop_sales'
      ${scope ? sql`and t.reference like 'order:%' and split_part(t.reference, ':', 2) in (${customersOrders(scope)})` : sql``}`);
  return Number(rows[0]?.balance ?? 0);
}

export async function counts(tx: Tx, scope: BooksScope) {
  const mine = scope ? sql`where user_id in ${scope.userIds}` : sql``;
  const { rows } = await tx.execute<{ orders: string; payments: string }>(sql`
    select (select count(*) from orders ${mine}) as orders, (select count(*) from payments ${mine}) as payments`);
  return { orders: Number(rows[0]?.orders ?? 0), payments: Number(rows[0]?.payments ?? 0) };
}

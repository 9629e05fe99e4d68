import type { Db } from '../../db/client.ts';
import { verifyWallets, type WalletsReport } from '../wallet/verify.ts';
import { coinsBeyondKeptOrders } from './books-coins.ts';
import {
  type BooksScope,
  type CardPaymentRow,
  cardMoneyMismatches,
  counts,
  faultyCardPayments,
  faultyCardRefunds,
  faultyFundings,
  faultyOrders,
  type OrderRow,
  refundsOwed,
  shopSalesBalance,
} from './books-queries.ts';

/**
 * `books verify`: the ledger balances (verifyWallets), and the shop keeps what it is owed and no
 * more (GUIDE section 2, "Money invariants"): for every order, what the customer gets back never
 * exceeds what they paid, and it is all of it once the order is cancelled; shop_sales never goes
 * below zero; every captured card payment belongs to a live order or has a refund, and the card money
 * the ledger keeps is what the captured payments less their refunds leave; every card payment marked
 * refunded has its card refund on its way, for that amount; every card funding of a main wallet is
 * credited once, and nothing else is. Card refunds the gateway has not yet processed are counted as
 * what the shop still owes (ADR 0035): the ledger moved that money out of shop_sales with the cancel,
 * so a refund that fails leaves it owed to the customer, not back in the shop's takings.
 */

/** Where an order's money went, in kobo, as the ledger records it. */
export type OrderMoney = {
  /** Taken from the card (the card sale) and from the main wallet. */
  cardPaid: number;
  walletPaid: number;
  /** Back to the customer: savings credited less savings taken back, wallet refund, card refund. */
  savings: number;
  walletRefund: number;
  cardRefund: number;
  /** Kobo that reached the customer through a move of no known kind. */
  other: number;
};

export type BooksDifference =
  | {
      check: 'order';
      reference: string;
      status: string;
      paidKobo: number;
      backKobo: number;
      keptKobo: number;
      expectedKobo: number;
      money: OrderMoney;
    }
  | { check: 'order-coins'; reference: string; status: string; coinsBack: number }
  | { check: 'unknown-order'; reference: string; paidKobo: number; backKobo: number }
  | { check: 'shop-sales'; balanceKobo: number; scoped: boolean }
  | {
      check: 'card-payment';
      paymentReference: string;
      orderReference: string | null;
      amountKobo: number;
      reason: string;
    }
  | { check: 'card-money'; reference: string; ledgerKeptKobo: number; capturedKeptKobo: number }
  | {
      check: 'card-refund';
      paymentReference: string;
      amountKobo: number;
      markedRefundedKobo: number;
      refundKobo: number | null;
      orderRefundKobo: number | null;
    }
  | { check: 'funding'; paymentReference: string; amountKobo: number | null; creditedKobo: number | null }
  | { check: 'coins-held'; userId: number; heldCoins: number; earnedKeptCoins: number };

/** The books of some customers (verifyCustomersBooks). */
export type CustomersBooksReport = {
  orders: number;
  payments: number;
  /** shop_sales summed from its entries (for some customers, what their orders moved into it). */
  shopSalesKobo: number;
  /** Card refunds not yet processed, by status: money still owed to customers. */
  refundsOwed: { status: string; count: number; kobo: number }[];
  differences: BooksDifference[];
};

/** The whole shop's books, with the ledger's own proof underneath. */
export type BooksReport = CustomersBooksReport & { wallets: WalletsReport };

const kobo = (value: string | null) => (value === null ? null : Number(value));

function orderDifferences(row: OrderRow): BooksDifference[] {
  const money: OrderMoney = {
    cardPaid: Number(row.card_paid),
    walletPaid: Number(row.wallet_paid),
    savings: Number(row.savings),
    walletRefund: Number(row.wallet_refund),
    cardRefund: Number(row.card_refund),
    other: 0,
  };
  const paidKobo = money.cardPaid + money.walletPaid;
  const keptKobo = -Number(row.to_customer);
  const backKobo = paidKobo - keptKobo;
  money.other = backKobo - money.savings - money.walletRefund - money.cardRefund;
  if (!row.known) return [{ check: 'unknown-order', reference: row.reference, paidKobo, backKobo }];

  const status = row.status ?? '';
  const live = status !== 'cancelled' && row.paid === true;
  const expectedKobo = live ? Number(row.total) - Number(row.savings_charge) : 0;
  const differences: BooksDifference[] = [];
  if (keptKobo !== expectedKobo) {
    differences.push({
      check: 'order',
      reference: row.reference,
      status,
      paidKobo,
      backKobo,
      keptKobo,
      expectedKobo,
      money,
    });
  }
  const coinsBack = Number(row.coins_back);
  if (coinsBack > 0 || (status === 'cancelled' && coinsBack !== 0)) {
    differences.push({ check: 'order-coins', reference: row.reference, status, coinsBack });
  }
  return differences;
}

function cardPaymentReason(row: CardPaymentRow): string {
  if (row.order_ref === null) return 'no order';
  if (row.status === 'cancelled') return 'its order is cancelled and no refund is recorded';
  if (!row.paid) return 'its order is unpaid';
  if (Number(row.kept_in_group) > 1) return `${row.kept_in_group} unrefunded captures for one order`;
  return `the order's card sale is ${row.card_kept ?? 'missing'}, not ${row.amount}`;
}

/**
 * Proves the books in one read-only repeatable-read snapshot (after verifyWallets' own snapshot: each
 * is consistent in itself, so a posting committed between them cannot show up as a difference).
 * Answers the differences; none means the shop keeps exactly what its orders earn.
 */
export async function verifyBooks(db: Db): Promise<BooksReport> {
  const wallets = await verifyWallets(db);
  return { ...(await checkBooks(db, null)), wallets };
}

/**
 * The same checks for some customers only: their orders, payments and fundings, and what their orders
 * moved through shop_sales (the ledger's own proof, the whole ledger's, is left out). For a test that
 * plays many customers on one database and must tell whose books went wrong, without reading the
 * whole shop each time.
 */
export function verifyCustomersBooks(db: Db, userIds: number[]): Promise<CustomersBooksReport> {
  return checkBooks(db, { userIds });
}

function checkBooks(db: Db, scope: BooksScope): Promise<CustomersBooksReport> {
  return db.transaction(
    async (tx) => {
      const counted = await counts(tx, scope);
      const shopSalesKobo = await shopSalesBalance(tx, scope);
      const orders = await faultyOrders(tx, scope);
      const cardPayments = await faultyCardPayments(tx, scope);
      const cardMoney = await cardMoneyMismatches(tx, scope);
      const fundings = await faultyFundings(tx, scope);
      const cardRefunds = await faultyCardRefunds(tx, scope);
      const owed = await refundsOwed(tx, scope);
      const coinsHeld = await coinsBeyondKeptOrders(tx, scope);
      const scoped = scope !== null;
      const differences: BooksDifference[] = [
        ...orders.rows.flatMap(orderDifferences),
        ...(shopSalesKobo < 0 ? [{ check: 'shop-sales' as const, balanceKobo: shopSalesKobo, scoped }] : []),
        ...cardPayments.rows.map((row) => ({
          check: 'card-payment' as const,
          paymentReference: row.reference,
          orderReference: row.order_ref,
          amountKobo: Number(row.amount),
          reason: cardPaymentReason(row),
        })),
        ...cardMoney.rows.map((row) => ({
          check: 'card-money' as const,
          reference: row.order_ref,
          ledgerKeptKobo: Number(row.ledger_kept),
          capturedKeptKobo: Number(row.captured_kept),
        })),
        ...cardRefunds.rows.map((row) => ({
          check: 'card-refund' as const,
          paymentReference: row.reference,
          amountKobo: Number(row.amount),
          markedRefundedKobo: Number(row.refunded),
          refundKobo: kobo(row.refund_amount),
          orderRefundKobo: kobo(row.order_refund),
        })),
        ...fundings.rows.map((row) => ({
          check: 'funding' as const,
          paymentReference: row.reference,
          amountKobo: kobo(row.amount),
          creditedKobo: kobo(row.credited),
        })),
        ...coinsHeld.rows.map((row) => ({
          check: 'coins-held' as const,
          userId: Number(row.user_id),
          heldCoins: Number(row.held),
          earnedKeptCoins: Number(row.earned_kept),
        })),
      ];
      return { ...counted, shopSalesKobo, refundsOwed: owed, differences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Whether the books hold: no difference of their own and none in the ledger underneath. */
export const booksHold = (report: BooksReport | CustomersBooksReport) =>
  report.differences.length === 0 && (!('wallets' in report) || report.wallets.differences.length === 0);

/** The order references named by the differences, once each, for the operator to look up. */
export function ordersAtFault(report: CustomersBooksReport): string[] {
  const named = report.differences.flatMap((difference) => {
    switch (difference.check) {
      case 'order':
      case 'order-coins':
      case 'unknown-order':
      case 'card-money':
        return [difference.reference];
      case 'card-payment':
        return difference.orderReference ? [difference.orderReference] : [];
      case 'card-refund':
        return [difference.paymentReference.replace(/-P\d+$/, '')];
      default:
        return [];
    }
  });
  return [...new Set(named)];
}

/** One line per difference, for the operator. Amounts in kobo (coins for order-coins and coins-held). */
export function describeBooksDifference(difference: BooksDifference): string {
  switch (difference.check) {
    case 'order': {
      const m = difference.money;
      return (
        `order ${difference.reference} (${difference.status}): paid ${difference.paidKobo} ` +
        `(card ${m.cardPaid}, wallet ${m.walletPaid}), back ${difference.backKobo} (savings ${m.savings}, ` +
        `wallet refund ${m.walletRefund}, card refund ${m.cardRefund}, other ${m.other}): ` +
        `the shop kept ${difference.keptKobo}, it should keep ${difference.expectedKobo}`
      );
    }
    case 'order-coins':
      return difference.coinsBack > 0
        ? `order ${difference.reference} (${difference.status}): ${difference.coinsBack} coins more given back than it spent`
        : `order ${difference.reference} (${difference.status}): ${-difference.coinsBack} spent coins not given back`;
    case 'unknown-order':
      return `order ${difference.reference} does not exist, yet its ledger moved kobo: paid ${difference.paidKobo}, back ${difference.backKobo}`;
    case 'shop-sales':
      return difference.scoped
        ? `shop_sales: these customers' orders took ${-difference.balanceKobo} more out of it than they put in`
        : `shop_sales is below zero: its entries sum to ${difference.balanceKobo}`;
    case 'card-payment':
      return `card payment ${difference.paymentReference} of ${difference.amountKobo} (order ${difference.orderReference ?? 'none'}) captured and kept: ${difference.reason}`;
    case 'card-money':
      return `order ${difference.reference}: the ledger keeps ${difference.ledgerKeptKobo} from cards, its captured payments less their refunds leave ${difference.capturedKeptKobo}`;
    case 'card-refund':
      return `card payment ${difference.paymentReference} of ${difference.amountKobo}: marked refunded ${difference.markedRefundedKobo}, card refund ${difference.refundKobo ?? 'none'}${difference.orderRefundKobo === null ? '' : `, the cancel's refund ${difference.orderRefundKobo}`}`;
    case 'funding':
      return `wallet funding ${difference.paymentReference}: captured ${difference.amountKobo ?? 'nothing'}, credited ${difference.creditedKobo ?? 'nothing'}`;
    case 'coins-held':
      return `customer ${difference.userId} holds ${difference.heldCoins} Smart Coins; the orders they kept earned ${difference.earnedKeptCoins}`;
  }
}

import type { OrderStatus } from '@oja/contract/constants';
import { messages, orderMoveRefusedMessage } from '@oja/contract/messages';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderPackages, orderStatusEvents, orders } from '../../db/tables/orders.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { earnSmartCoins } from '../wallet/postings.ts';
import { coinEarningTotalKobo, coinsEarned, type SmartCoinRates } from '../wallet/smart-coin.ts';
import { announceMove } from './notices.ts';
import { undoReturnedOrder } from './undo.ts';

/**
 * The order lifecycle (ADR 0008). A package moves along these edges only; `pending -> confirmed`
 * happens through payment alone (markOrderPaid) and `pending | confirmed -> cancelled` through the
 * cancel call alone (it refunds), so neither is an edge here.
 */
export const PACKAGE_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: [],
  confirmed: ['shipped'],
  shipped: ['delivery_stocked', 'out_for_delivery'],
  // Stocked at the courier's station: handed over there (CourierPlus pickup) or sent out from it.
  delivery_stocked: ['out_for_delivery', 'delivered'],
  // A failed delivery attempt goes back to the station.
  out_for_delivery: ['delivered', 'delivery_stocked'],
  delivered: ['returns'],
  cancelled: [],
  returns: [],
};

const PROGRESS: Record<OrderStatus, number> = {
  pending: 0,
  confirmed: 1,
  shipped: 2,
  delivery_stocked: 3,
  out_for_delivery: 4,
  delivered: 5,
  returns: 6,
  cancelled: 7,
};

/** The order's status is its least advanced package's: it is delivered when every package is. */
export function orderStatusOf(packageStatuses: OrderStatus[]): OrderStatus {
  const live = packageStatuses.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  return live.reduce((least, status) => (PROGRESS[status] < PROGRESS[least] ? status : least));
}

export type LifecycleDeps = { db: Db; rates: SmartCoinRates };
export type AdvanceOptions = { note?: string; packageReference?: string };
export type AdvanceResult = {
  reference: string;
  status: OrderStatus;
  /** The packages that moved. */
  moved: string[];
  coinsEarned: number;
};

type OrderRow = typeof orders.$inferSelect;

function refuseOutsideTheGraph(from: OrderStatus, to: OrderStatus) {
  if (to === 'confirmed' && from === 'pending') throw conflict(messages.orderConfirmedByPaymentOnly);
  if (to === 'cancelled' && (from === 'pending' || from === 'confirmed'))
    throw conflict(messages.orderCancelledByCancelOnly);
}

/**
 * Moves an order (every package that can make the move) or one of its packages to `to`, in the
 * caller's transaction with the order row locked: the packages, the order's status, an event per
 * package, a notification; reaching `delivered` earns the Smart Coins of the order once, and
 * reaching `returns` takes them back. An edge outside the graph answers 409 and changes nothing.
 */
export async function advanceLocked(
  tx: Tx,
  rates: SmartCoinRates,
  order: OrderRow,
  to: OrderStatus,
  options: AdvanceOptions = {},
): Promise<AdvanceResult> {
  const packs = await tx
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, order.id))
    .orderBy(asc(orderPackages.id));
  const targets = options.packageReference
    ? packs.filter((pack) => pack.reference === options.packageReference)
    : packs.filter((pack) => pack.status !== 'cancelled');
  if (options.packageReference && targets.length === 0) throw notFound(messages.packageNotFound);
  const from = options.packageReference ? targets[0]!.status : order.status;
  refuseOutsideTheGraph(from, to);
  const moving = targets.filter((pack) => PACKAGE_MOVES[pack.status].includes(to));
  if (moving.length === 0) throw conflict(orderMoveRefusedMessage(from, to));

  const now = new Date();
  const ids = moving.map((pack) => pack.id);
  await tx.update(orderPackages).set({ status: to, updatedAt: now }).where(inArray(orderPackages.id, ids));
  await tx.insert(orderStatusEvents).values(
    moving.map((pack) => ({
      orderId: order.id,
      packageId: pack.id,
      status: to,
      note: options.note ?? null,
    })),
  );
  const status = orderStatusOf(packs.map((pack) => (ids.includes(pack.id) ? to : pack.status)));
  await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, order.id));

  let earned = 0;
  if (status === 'delivered' && order.status !== 'delivered') {
    const coins = coinsEarned(coinEarningTotalKobo(order.subtotalKobo, order.smartCoinKobo), rates);
    if (coins > 0) {
      const posted = await earnSmartCoins(tx, {
        userId: order.userId,
        orderReference: order.reference,
        coins,
      });
      if (posted.posted) earned = coins;
    }
  }
  if (status === 'returns' && order.status !== 'returns') {
    await undoReturnedOrder(tx, order);
  }
  const moved = moving.map((pack) => pack.reference);
  const wholeOrder = moving.length === packs.filter((pack) => pack.status !== 'cancelled').length;
  await announceMove(tx, order, to, moved, wholeOrder, earned);
  return { reference: order.reference, status, moved, coinsEarned: earned };
}

/**
 * The one way an order moves after payment: `npm run ops -- order advance`, the simulator and the
 * tests all call this. 404 for an unknown reference; 409 for a move outside the graph.
 */
export async function advanceOrder(
  deps: LifecycleDeps,
  reference: string,
  to: OrderStatus,
  options: AdvanceOptions = {},
): Promise<AdvanceResult> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update');
    if (!order) throw notFound(messages.orderNotFound);
    return advanceLocked(tx, deps.rates, order, to, options);
  });
}

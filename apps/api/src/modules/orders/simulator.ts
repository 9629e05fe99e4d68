import type { OrderStatus } from '@oja/contract/constants';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/tables/orders.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { SmartCoinRates } from '../wallet/smart-coin.ts';
import { advanceLocked } from './lifecycle.ts';

/**
 * The order simulator (OJA_ORDER_SIMULATOR_SECONDS, off at 0): for someone trying the shop, paid
 * orders move one step along their road every N seconds, so tracking can be watched. A tick is a
 * pg-boss job that queues the next tick before it works, so ticks go on across restarts and in
 * whichever process is listening; at most one tick waits in the queue at a time.
 */
const ORDER_SIMULATOR_TICK = 'order-simulator-tick';
// The first key of the advisory lock around queueing a tick (the second is 0).
const SIMULATOR_LOCK = 0x0a1a_5171;
const BATCH = 100;

const MOVING: OrderStatus[] = ['confirmed', 'shipped', 'delivery_stocked', 'out_for_delivery'];

/** Door delivery: shipped, out for delivery, delivered. CourierPlus pickup: shipped, stocked at the station, delivered. */
export function nextSimulatedStatus(status: OrderStatus, deliveryMethod: string): OrderStatus | null {
  switch (status) {
    case 'confirmed':
      return 'shipped';
    case 'shipped':
      return deliveryMethod === 'courier_plus' ? 'delivery_stocked' : 'out_for_delivery';
    case 'delivery_stocked':
    case 'out_for_delivery':
      return 'delivered';
    default:
      return null;
  }
}

export type SimulatorDeps = { db: Db; jobs: Jobs; rates: SmartCoinRates; seconds: number };

/** Queues the next tick unless one is already waiting (the lock makes the check and the send one step). */
async function queueNextTick(deps: SimulatorDeps) {
  const every = Math.max(1, Math.ceil(deps.seconds / 2));
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIMULATOR_LOCK}, 0)`);
    const { rows } = await tx.execute(
      sql`select 1 from pgboss.job where name = ${ORDER_SIMULATOR_TICK} and state in ('created', 'retry') limit 1`,
    );
    if (rows.length > 0) return;
    await deps.jobs.sendInTransaction(
      tx,
      ORDER_SIMULATOR_TICK,
      {},
      {
        startAfter: new Date(Date.now() + every * 1000),
      },
    );
  });
}

/** Moves every paid order that has not moved for `seconds` one step along; answers how many moved. */
export async function simulateStep(deps: Omit<SimulatorDeps, 'jobs'>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - deps.seconds * 1000);
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, MOVING), lt(orders.updatedAt, before)))
    .orderBy(asc(orders.updatedAt))
    .limit(BATCH);
  let moved = 0;
  for (const { id } of due) {
    const done = await deps.db
      .transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        // Moved (or cancelled) by someone else since the list was read.
        if (!order || order.updatedAt >= before) return false;
        const next = nextSimulatedStatus(order.status, order.deliveryMethod);
        if (!next) return false;
        await advanceLocked(tx, deps.rates, order, next, { note: 'Moved along by the order simulator' });
        return true;
      })
      // Packages an operator moved apart may leave nothing to move for this step: skip the order.
      .catch((error: unknown) => {
        if (error instanceof HttpError) return false;
        throw error;
      });
    if (done) moved += 1;
  }
  return moved;
}

/** Registers the tick worker and queues the first tick once the server listens; nothing when off. */
export async function startOrderSimulator(app: FastifyInstance) {
  const seconds = app.config.orderSimulatorSeconds;
  if (seconds <= 0) return;
  const deps: SimulatorDeps = { db: app.database.db, jobs: app.jobs, rates: app.config, seconds };
  await app.jobs.work(ORDER_SIMULATOR_TICK, async () => {
    await queueNextTick(deps);
    try {
      const moved = await simulateStep(deps);
      if (moved > 0) app.log.info({ moved }, 'order simulator moved orders');
    } catch (error) {
      app.log.error({ err: error }, 'order simulator step failed');
    }
  });
  app.addHook('onListen', async () => {
    await queueNextTick(deps);
  });
}

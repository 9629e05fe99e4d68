import type { OrderStatus } from '@oja/contract/constants';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { orders } from '../../db/tables/orders.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { advanceOrder } from '../../modules/orders/lifecycle.ts';
import { releaseUnpaidOrder } from '../../modules/orders/release.ts';
import { paystackClientFor } from '../../modules/payments/gateway.ts';
import { api } from './shop.ts';
import {
  type ModelOrder,
  type ModelShopper,
  noteAnswer,
  OrderCommand,
  type Weighted,
  type World,
} from './world.ts';

/** What happens to an order after checkout: the shopper cancels, the courier moves it, the release job. */

/** POST orders/{reference}/cancel, as the order page sends it. */
export class Cancel extends OrderCommand {
  protected async actOn(world: World, shopper: ModelShopper, order: ModelOrder) {
    const answer = await api(world.app, 'POST', `orders/${order.reference}/cancel`, shopper.headers, {
      reason: 'Changed my mind',
    });
    noteAnswer(world, 'cancel', answer);
  }

  toString() {
    return `Cancel(s${this.who}, order ${this.pick})`;
  }
}

const ROAD: OrderStatus[] = ['shipped', 'out_for_delivery', 'delivered', 'returns'];

/**
 * The courier moves the order along the road as far as `to` (lifecycle.ts advanceOrder, as
 * `npm run ops -- order advance` does), stopping at the first move the lifecycle refuses.
 */
export class Advance extends OrderCommand {
  constructor(
    who: number,
    pick: number,
    readonly to: 'delivered' | 'returns',
  ) {
    super(who, pick);
  }

  protected async actOn(world: World, shopper: ModelShopper, order: ModelOrder) {
    const deps = { db: world.app.database.db, rates: world.app.config };
    const [row] = await deps.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.reference, order.reference));
    const from = ROAD.indexOf(row!.status as OrderStatus);
    for (const status of ROAD.slice(from + 1, ROAD.indexOf(this.to) + 1)) {
      try {
        const moved = await advanceOrder(deps, order.reference, status);
        shopper.coinsGiven += moved.coinsEarned;
        order.coinsEarned = (order.coinsEarned ?? 0) + moved.coinsEarned;
        // Returned: its coins are taken back, now or from coins given back later (ADR 0075).
        if (moved.status === 'returns') shopper.coinsGiven -= order.coinsEarned;
        noteAnswer(world, `advance to ${status}`, { status: 200, ok: true, message: '', data: null });
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        noteAnswer(world, `advance to ${status}`, {
          status: error.statusCode,
          ok: false,
          message: error.message,
          data: null,
        });
        return;
      }
    }
  }

  toString() {
    return `Advance(s${this.who}, order ${this.pick}, to ${this.to})`;
  }
}

/**
 * The release job (`release-unpaid-order`, orders/release.ts releaseUnpaidOrder) for a card order
 * whose time to pay has run out: its expiry is moved into the past and the job's function runs.
 */
export class ReleaseExpired extends OrderCommand {
  protected override which(order: ModelOrder) {
    return order.mode === 'card';
  }

  protected async actOn(world: World, _shopper: ModelShopper, order: ModelOrder) {
    const db = world.app.database.db;
    const [row] = await db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.reference, order.reference))
      .returning({ id: orders.id });
    const deps = { db, paystack: paystackClientFor(world.app), log: world.app.log };
    await releaseUnpaidOrder(deps, row!.id);
    noteAnswer(world, 'release expired', { status: 200, ok: true, message: '', data: null });
  }

  toString() {
    return `ReleaseExpired(s${this.who}, order ${this.pick})`;
  }
}

export const orderCommands = (who: fc.Arbitrary<number>, pick: fc.Arbitrary<number>): Weighted[] => [
  { weight: 4, arbitrary: fc.tuple(who, pick).map(([w, p]) => new Cancel(w, p)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(who, pick, fc.constantFrom<'delivered' | 'returns'>('delivered', 'returns'))
      .map(([w, p, to]) => new Advance(w, p, to)),
  },
  { weight: 1, arbitrary: fc.tuple(who, pick).map(([w, p]) => new ReleaseExpired(w, p)) },
];

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusEvents } from '../../db/tables/orders.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { orderRow, paidWalletOrder } from './test-helpers.ts';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('OJA_ORDER_SIMULATOR_SECONDS', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp({ products: 40, config: { orderSimulatorSeconds: 1 } });
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => shop.close());

  it('moves a paid order along its road on the job queue until it is delivered', async () => {
    const order = await paidWalletOrder(shop.app);
    const delivered = await until(
      () => orderRow(shop.app, order.reference),
      (row) => row.status === 'delivered',
      25_000,
    );
    expect(delivered.status).toBe('delivered');
    const events = await shop.app.database.db
      .select({ status: orderStatusEvents.status, note: orderStatusEvents.note })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, delivered.id))
      .orderBy(orderStatusEvents.id);
    expect(events.map((e) => e.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    expect(events.at(-1)!.note).toBe('Moved along by the order simulator');
    // At most one tick waits in the queue, whatever happened before.
    const { rows } = await shop.app.database.db.execute<{ n: number | string }>(
      sql`select count(*) as n from pgboss.job where name = 'order-simulator-tick' and state in ('created', 'retry')`,
    );
    expect(Number(rows[0]!.n)).toBeLessThanOrEqual(1);
  }, 40_000);
});

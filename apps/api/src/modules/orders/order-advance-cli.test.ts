import { orderMoveRefusedMessage } from '@oja/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications } from '../../db/tables/engagement.ts';
import { orderStatusEvents, orders } from '../../db/tables/orders.ts';
import { createTestDatabase } from '../../test/database.ts';
import { runOpsOn } from '../../test/ops-cli.ts';
import { paidWalletOrder } from './test-helpers.ts';

/** The CLI's commands run in this process on this test's database (src/ops/cli.test.ts tests the shell). */
describe('npm run ops -- order advance', () => {
  let database: DatabaseHandle;
  let reference = '';
  let userId = 0;

  const ops = (...args: string[]) => runOpsOn(database, ...args);

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 40 });
    // A paid order, placed through the API as a shopper would.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', OJA_MICRO_CACHE_SECONDS: '0' });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      const order = await paidWalletOrder(app);
      reference = order.reference;
      userId = order.userId;
    } finally {
      await app.close();
    }
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('moves the order along, writes the event and the notification, and refuses a jump (exit 1)', async () => {
    const shipped = await ops('order', 'advance', reference, 'shipped', '--note', 'Left the Ikeja hub');
    expect(shipped.code, shipped.err).toBe(0);
    expect(shipped.out).toContain(`${reference}: ${reference}-1 now shipped; the order is shipped`);

    const jump = await ops('order', 'advance', reference, 'returns');
    expect(jump.code, jump.out).toBe(1);
    expect(jump.err).toContain(`${reference}: ${orderMoveRefusedMessage('shipped', 'returns')}`);

    const { db } = database;
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.status).toBe('shipped');
    const [event] = await db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, order!.id), eq(orderStatusEvents.status, 'shipped')));
    expect(event!.note).toBe('Left the Ikeja hub');
    const notices = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notices.map((n) => n.title)).toContain(`Shipped: ${reference}`);

    await ops('order', 'advance', reference, 'out_for_delivery');
    const delivered = await ops('order', 'advance', reference, 'delivered');
    expect(delivered.code, delivered.err).toBe(0);
    expect(delivered.out).toMatch(/the order is delivered; \d+ Smart Coins earned/);
  });

  it('says what is wrong: an unknown order (1), an unknown status or missing arguments (2)', async () => {
    const unknown = await ops('order', 'advance', 'OJA-NOPE0000', 'shipped');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('We could not find this order.');
    const status = await ops('order', 'advance', reference, 'teleported');
    expect(status.code).toBe(2);
    expect(status.err).toContain("Unknown status 'teleported'");
    expect((await ops('order', 'advance', reference)).code).toBe(2);
    const help = await ops('--help');
    expect(help.out).toContain('order advance <reference> <status>');
  });
});

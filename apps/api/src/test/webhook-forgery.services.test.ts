import type { CheckoutAnswer } from '@oja/contract/orders';
import type { WalletFundAnswer } from '@oja/contract/wallet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { orders } from '../db/tables/orders.ts';
import { payments } from '../db/tables/payments.ts';
import { paystackSignature, SANDBOX_SECRET_KEY } from '../integrations/paystack.ts';
import { createTestDatabase } from './database.ts';
import { runOps } from './ops-cli.ts';
import { call, checkout, json, productWithStock, shopper } from './processes-shopper.ts';
import { freePort, type ServerProcess, startServer, urlOf } from './server-process.ts';

/**
 * The red team's attack on a real server process (issue 53, item 1): run without
 * PAYSTACK_SECRET_KEY and listening on every address (HOST=0.0.0.0), a shopper starts a funding and
 * a card order, then sends a charge.success for each, correctly signed with the sandbox key the
 * README prints. The server asks its gateway, which says pending: nothing is minted, nothing paid,
 * and `books verify` (a process of its own) finds the books whole. PostgreSQL only.
 */
describe('a forged but correctly signed charge.success sent to a real server process', () => {
  let database: DatabaseHandle;
  let server: ServerProcess;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 50 });
    const url = await urlOf(database);
    server = await startServer(url, await freePort(), { HOST: '0.0.0.0', PAYSTACK_SECRET_KEY: undefined });
    env = { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url, LOG_LEVEL: 'silent' };
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  const forge = (reference: string, amountKobo: number) => {
    const raw = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 77,
        reference,
        amount: amountKobo,
        currency: 'NGN',
        status: 'success',
        gateway_response: 'Successful',
      },
    });
    return fetch(`${server.base}/api/v1/payments/paystack/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(raw, SANDBOX_SECRET_KEY),
      },
      body: raw,
    });
  };

  it('mints nothing and pays nothing; books verify holds', async () => {
    const { headers } = await shopper(database, 'forger');
    const fund = await json<WalletFundAnswer>(
      await call(server.base, headers, 'POST', 'wallet/fund', { amount: 5_000_000 }),
    );
    expect(fund.status).toBe(200);
    const fundingReference = fund.body.data.reference;

    const product = await productWithStock(database, 10);
    const placed = await json<CheckoutAnswer>(
      await checkout(server.base, headers, product.slug, 'card_payment'),
    );
    expect(placed.status).toBe(200);
    const cardReference = placed.body.data.payment_reference!;
    const [card] = await database.db.select().from(payments).where(eq(payments.reference, cardReference));

    expect((await forge(fundingReference, 500_000_000)).status).toBe(200);
    expect((await forge(cardReference, card!.amountKobo)).status).toBe(200);

    const wallet = await json<{ balance: number }>(await call(server.base, headers, 'GET', 'wallet'));
    expect(wallet.body.data.balance).toBe(0);
    const [funding] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, fundingReference));
    expect(funding!.status).toBe('pending');
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, placed.body.data.reference));
    expect(order!.paidAt).toBeNull();

    const books = await runOps(env, 'books', 'verify');
    expect(books.code, books.out).toBe(0);
    expect(books.out).toContain('ok: every settlement of the window is one the gateway reports');
  });
});

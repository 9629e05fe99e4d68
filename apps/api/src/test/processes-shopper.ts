import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { addresses } from '../db/tables/account.ts';
import { products } from '../db/tables/catalog.ts';
import { users } from '../db/tables/identity.ts';
import { cities } from '../db/tables/logistics.ts';
import { walletEntries } from '../db/tables/wallet.ts';
import { signCustomerToken } from '../modules/identity/tokens.ts';
import { verifyWallets } from '../modules/wallet/verify.ts';
import { runOps } from './ops-cli.ts';
import { TEST_JWT_SECRET } from './server-process.ts';

/**
 * What a shopper does over real HTTP against API processes of their own (src/server.ts), and what
 * the database must look like afterwards: shared by the tests that run several processes, kill them
 * or take their database away.
 */

export const PIN = '4826';
export type Headers = Record<string, string>;
export type Answer<T> = { status: number; body: { status: string; message: string; data: T } };

export async function json<T>(res: Response): Promise<Answer<T>> {
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

export async function call(base: string, headers: Headers, method: string, path: string, body?: unknown) {
  const withBody = body === undefined ? headers : { 'content-type': 'application/json', ...headers };
  return fetch(`${base}/api/v1/${path}`, {
    method,
    headers: withBody,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A primary delivery address in Lagos (`town`: a Lagos row of `cities`), as checkout needs one. */
export function lagosPrimaryAddress(
  userId: number,
  town: { name: string; deliverytownid: string },
): typeof addresses.$inferInsert {
  return {
    userId,
    address: '5 Awolowo Road, Ikoyi',
    postalCode: '101233',
    state: 'Lagos',
    stateCode: 'LA',
    city: town.name,
    townId: town.deliverytownid,
    phoneNumber: '08031234567',
    isPrimary: true,
  };
}

/** A verified customer with a Lagos primary address and a token signed as login signs it. */
export async function shopper(database: DatabaseHandle, label: string) {
  const [user] = await database.db
    .insert(users)
    .values({
      firstname: 'Ngozi',
      lastname: 'Adeyemi',
      email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@oja.test`,
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const [town] = await database.db.select().from(cities).where(eq(cities.stationCode, 'LA')).limit(1);
  await database.db.insert(addresses).values(lagosPrimaryAddress(user!.id, town!));
  const token = await signCustomerToken(new TextEncoder().encode(TEST_JWT_SECRET), user!.uuid, 0);
  const headers: Headers = { authorization: `Bearer ${token}` };
  return { userId: user!.id, headers };
}

/** The first seeded physical product, its stock set to `stock`. */
export async function productWithStock(database: DatabaseHandle, stock: number) {
  const [product] = await database.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.type, 'product'), sql`${products.sellingPriceKobo} > 0`))
    .orderBy(products.id)
    .limit(1);
  await database.db.update(products).set({ quantity: stock }).where(eq(products.id, product!.id));
  return product!;
}

export const stockOf = async (database: DatabaseHandle, id: number) =>
  (await database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;

export type Placed = { reference: string; access_code?: string; authorization_url?: string };

/** One checkout as the page does it: add, read the summary, place the order. */
export async function checkout(
  base: string,
  headers: Headers,
  slug: string,
  payment: 'card_payment' | 'wallet',
): Promise<Response> {
  const added = await call(base, headers, 'POST', 'cart/add', { slug, quantity: 1 });
  if (!added.ok) throw new Error(`cart/add ${added.status}`);
  const shown = await json<CheckoutSummaryAnswer>(
    await call(base, headers, 'GET', `checkout/summary?payment_mode=${payment}`),
  );
  const s = shown.body.data;
  return call(base, headers, 'POST', 'checkout', {
    group_reference_id: s.group_reference_id,
    order_amount: s.totals.total,
    delivery_address: s.delivery_address!.uuid,
    delivery_fee: s.totals.delivery_fee,
    payment_mode: payment,
    courier_id: s.courier_id,
    recaptcha: 'dev:CHECKOUT',
    ...(payment === 'wallet' ? { pin: PIN } : {}),
  });
}

const PAYING_CARD = { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' };

/** The shopper on the sandbox gateway's page: the card form posts; the page sends them back (303). */
export function payOnGatewayPage(base: string, accessCode: string) {
  return fetch(`${base}/sandbox/paystack/checkout/${accessCode}/pay`, {
    method: 'POST',
    body: new URLSearchParams(PAYING_CARD),
    redirect: 'manual',
  });
}

/** `npm run ops -- wallets verify`'s check, plus: no customer wallet below zero. */
export async function assertLedgerClean(database: DatabaseHandle) {
  const report = await verifyWallets(database.db);
  expect(report.differences).toEqual([]);
  const [negative] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletEntries)
    .where(
      sql`${walletEntries.balanceAfterKobo} < 0 and ${walletEntries.walletId} in (select id from wallets where user_id is not null)`,
    );
  expect(negative!.n).toBe(0);
}

type OrderProblem = { reference: string; problem: string };

/**
 * No half-written order: every order has packages and items (each item in a package of its own
 * order), and a paid one has exactly the ledger transaction its payment mode posts.
 */
export async function halfWrittenOrders(database: DatabaseHandle): Promise<OrderProblem[]> {
  const { rows } = await database.db.execute<OrderProblem>(sql`
    select o.reference, 'no package' as problem from orders o
      where not exists (select 1 from order_packages p where p.order_id = o.id)
    union all
    select o.reference, 'no item' from orders o
      where not exists (select 1 from order_items i where i.order_id = o.id)
    union all
    select o.reference, 'an item outside its order''s packages' from orders o
      join order_items i on i.order_id = o.id
      left join order_packages p on p.id = i.package_id and p.order_id = o.id
      where p.id is null
    union all
    select o.reference, 'paid without its ledger transaction' from orders o
      where o.paid_at is not null and not exists (
        select 1 from ledger_transactions t
        where t.reference = 'order:' || o.reference || case when o.payment_mode = 'wallet' then ':wallet' else ':card' end)
    union all
    select o.reference, 'a ledger transaction for an unpaid order' from orders o
      where o.paid_at is null and o.status <> 'cancelled' and exists (
        select 1 from ledger_transactions t
        where t.reference in ('order:' || o.reference || ':wallet', 'order:' || o.reference || ':card'))`);
  return rows;
}

/** `npm run ops -- wallets verify` as an operator runs it, against `env`'s database. */
export async function walletsVerify(env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string }> {
  const { code, out } = await runOps(env, 'wallets', 'verify');
  return { code, stdout: out };
}

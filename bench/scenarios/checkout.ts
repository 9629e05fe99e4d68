import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '../../apps/api/src/config.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { addresses } from '../../apps/api/src/db/tables/account.ts';
import { cartItems, carts } from '../../apps/api/src/db/tables/cart.ts';
import { products } from '../../apps/api/src/db/tables/catalog.ts';
import { users } from '../../apps/api/src/db/tables/identity.ts';
import { cities } from '../../apps/api/src/db/tables/logistics.ts';
import { walletPins } from '../../apps/api/src/db/tables/wallet.ts';
import { signCustomerToken } from '../../apps/api/src/modules/identity/tokens.ts';
import { hashPin } from '../../apps/api/src/modules/wallet/pin-hash.ts';
import { creditWalletFunding } from '../../apps/api/src/modules/wallet/postings.ts';
import { lagosPrimaryAddress } from '../../apps/api/src/test/processes-shopper.ts';
import { OPEN_LOOP_SECONDS } from '../open-loop.ts';
import type { Scenario, ScenarioSource } from '../scenario-types.ts';

const PIN = '1357';

/** Orders placed in the checkout scenario: each needs a cart of its own, prepared before the clock starts. */
const ORDERS = Number(process.env.BENCH_CHECKOUTS ?? 600);
/** Card orders a second in the open loop (issue 29), whose carts are prepared beside the closed loop's. */
const CARD_OPEN_RATE = 40;
const OPEN_ORDERS = CARD_OPEN_RATE * OPEN_LOOP_SECONDS;

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/**
 * `POST checkout` by card, as many shoppers at once: each request re-prices the cart under its lock,
 * takes the stock (all on two popular products, so the stock rows are contended as on a sale day),
 * writes the order, packages, items, payment and release job in one transaction, empties the cart,
 * then asks the (sandbox) Paystack gateway for the payment page over HTTP (on PostgreSQL the sandbox
 * runs in a process of its own, so its work is not in the API's CPU time).
 */
export const checkoutScenarios: ScenarioSource = async (base, db, config) => [
  await checkoutScenario(base, db, config, 'card_payment'),
  await checkoutScenario(base, db, config, 'wallet'),
];

/**
 * Paying by wallet instead: the PIN is checked (a keyed hash, one check at a time per shopper), then the
 * main wallet is debited inside the order's transaction (the shopper's wallet row and the shop's
 * sales account are locked until commit), and no gateway is called.
 */
async function checkoutScenario(
  base: string,
  db: Db,
  config: Config,
  mode: 'card_payment' | 'wallet',
): Promise<Scenario> {
  const picked = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.type, 'product'), gt(products.sellingPriceKobo, 0)))
    .orderBy(products.id)
    .limit(2);
  for (const p of picked)
    await db.update(products).set({ quantity: 2_000_000_000 }).where(eq(products.id, p.id));
  const [town] = await db.select().from(cities).where(eq(cities.stationCode, 'LA')).limit(1);

  const stamp = Date.now().toString(36);
  // The closed loop places ORDERS orders; the card's open loop then goes on with the next shoppers.
  const shopperCount = ORDERS + (mode === 'card_payment' ? OPEN_ORDERS : 0);
  const shoppers = await db
    .insert(users)
    .values(
      Array.from({ length: shopperCount }, (_, i) => ({
        firstname: 'Bench',
        lastname: 'Shopper',
        email: `bench-${mode}-${stamp}-${i}@oja.test`,
        passwordHash: 'not-a-real-hash',
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, uuid: users.uuid });
  await db.insert(addresses).values(shoppers.map((s) => lagosPrimaryAddress(s.id, town!)));
  const cartRows = await db
    .insert(carts)
    .values(shoppers.map((s) => ({ userId: s.id })))
    .returning({ id: carts.id });
  await db
    .insert(cartItems)
    .values(
      cartRows.flatMap((cart) =>
        picked.map((p) => ({ cartId: cart.id, productId: p.id, itemKey: `bench-${p.id}`, quantity: 1 })),
      ),
    );

  if (mode === 'wallet') {
    // One stored PIN for every bench shopper, under the API's PIN_SECRET (BENCH_PIN_SECRET).
    const pinHash = hashPin(config.pinSecrets, PIN);
    await db.insert(walletPins).values(shoppers.map((s) => ({ userId: s.id, pinHash })));
    for (const s of shoppers) {
      await db.transaction((tx) =>
        creditWalletFunding(tx, {
          reference: `bench-funding-${stamp}-${s.id}`,
          purpose: 'wallet_funding',
          userId: s.id,
          amountKobo: 10_000_000_000,
        }),
      );
    }
  }

  // What each checkout page showed: its summary, read through the API as the page reads it.
  const bodies: string[] = [];
  const headers: Record<string, string>[] = [];
  await inBatches(shoppers, 10, async (shopper) => {
    const token = await signCustomerToken(config.jwtSecret, shopper.uuid, 0);
    const auth = { authorization: `Bearer ${token}` };
    const res = await fetch(`${base}/api/v1/checkout/summary?payment_mode=${mode}`, { headers: auth });
    if (!res.ok) throw new Error(`checkout/summary answered ${res.status}: ${await res.text()}`);
    const shown = ((await res.json()) as { data: CheckoutSummaryAnswer }).data;
    headers.push({ ...auth, 'content-type': 'application/json' });
    bodies.push(
      JSON.stringify({
        group_reference_id: shown.group_reference_id,
        order_amount: shown.totals.total,
        delivery_address: shown.delivery_address!.uuid,
        delivery_fee: shown.totals.delivery_fee,
        payment_mode: mode,
        ...(mode === 'wallet' ? { pin: PIN } : {}),
        delivery_method: 'door_delivery',
        courier_id: shown.courier_id,
        recaptcha: 'dev:CHECKOUT',
      }),
    );
  });

  let next = 0;
  return {
    name: `checkout, ${mode === 'wallet' ? 'wallet' : 'card'} (${ORDERS} orders)`,
    path: '/api/v1/checkout',
    budget:
      mode === 'wallet'
        ? { maxCpuFloors: 50 }
        : { maxCpuFloors: 48, openLoop: { rate: CARD_OPEN_RATE, maxP99Ms: 100 } },
    init: {
      method: 'POST',
      amount: ORDERS,
      requests: [
        {
          setupRequest: (request) => {
            const i = next++;
            return { ...request, headers: headers[i % shopperCount], body: bodies[i % shopperCount] };
          },
        },
      ],
    },
  };
}

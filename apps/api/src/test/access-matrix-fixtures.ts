import type { Address, InboxAnswer, NotificationsAnswer } from '@oja/contract/account';
import type { CartAnswer } from '@oja/contract/cart';
import type { OrderDetails } from '@oja/contract/orders';
import type { SavedItemsAnswer } from '@oja/contract/saved';
import type { WalletFundAnswer } from '@oja/contract/wallet';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vendors } from '../db/tables/catalog.ts';
import { users } from '../db/tables/identity.ts';
import { hashPassword } from '../lib/passwords.ts';
import { findProduct, type Headers, newGuest } from '../modules/cart/test-helpers.ts';
import { addToCart, checkoutBodyFor, summary } from '../modules/checkout/test-helpers.ts';
import { PASSWORD } from '../modules/identity/test-helpers.ts';
import { advanceOrder } from '../modules/orders/lifecycle.ts';
import {
  api,
  paidWalletOrder,
  type Shopper,
  unpaidCardOrder,
  walletShopper,
} from '../modules/orders/test-helpers.ts';
import { fundSavings } from '../modules/wallet/test-helpers.ts';

/** A surname no other customer of the file has, so that it can be looked for in every answer. */
export const OWNER_SURNAME = 'Matrixowner';

export type Owner = Shopper & {
  uuid: string;
  email: string;
  paidReference: string;
  deliveredReference: string;
  deliveredItemUuid: string;
  unpaidReference: string;
  unpaidPaymentReference: string;
  fundingReference: string;
  primaryAddress: Address;
  secondAddressUuid: string;
  cartItemUuid: string;
  savedItemUuid: string;
  savedProductUuid: string;
  notificationUuid: string;
  inboxUuid: string;
  checkoutBody: Record<string, unknown>;
};

export type Fixtures = {
  owner: Owner;
  other: Shopper;
  guest: Headers;
  vendorSlug: string;
  productSlug: string;
};

async function data<T>(res: Promise<{ status: number; body: { data: T } }>, what: string): Promise<T> {
  const answer = await res;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/**
 * A customer with some of everything the account area holds (orders paid, delivered and unpaid, a
 * second address, a cart line, a saved item, a wallet funding, savings, notifications and an inbox
 * message), made through the API as a shopper would wherever the API can make it.
 */
async function owner(app: FastifyInstance): Promise<Owner> {
  const db = app.database.db;
  const shopper = await walletShopper(app);
  const [user] = await db
    .update(users)
    .set({ lastname: OWNER_SURNAME, passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, shopper.userId))
    .returning({ uuid: users.uuid, email: users.email });
  const { headers } = shopper;
  const paid = await paidWalletOrder(app, shopper);
  const delivered = await paidWalletOrder(app, shopper);
  for (const to of ['shipped', 'out_for_delivery', 'delivered'] as const) {
    await advanceOrder({ db, rates: app.config }, delivered.reference, to);
  }
  const deliveredOrder = await data(
    api<OrderDetails>(app, 'GET', `orders/${delivered.reference}`, headers),
    'order',
  );
  const unpaid = await unpaidCardOrder(app, headers);
  await fundSavings(db, shopper.userId, 500_000);

  const [primaryAddress] = await data(api<Address[]>(app, 'GET', 'user/addresses', headers), 'addresses');
  const { uuid: _uuid, is_primary: _primary, ...fields } = primaryAddress!;
  const second = await data(
    api<Address>(app, 'POST', 'user/addresses', headers, { ...fields, address: '7 Owner Close, Ikoyi' }),
    'second address',
  );

  const product = await findProduct(app, { minStock: 5 });
  await data(api(app, 'POST', `products/save/${product.uuid}`, headers), 'save');
  const saved = await data(api<SavedItemsAnswer>(app, 'GET', 'products/saved', headers), 'saved');
  const funding = await data(
    api<WalletFundAnswer>(app, 'POST', 'wallet/fund', headers, { amount: 1000 }),
    'wallet funding',
  );
  const [notification] = (await data(api<NotificationsAnswer>(app, 'GET', 'notifications', headers), 'n'))
    .data;
  const [message] = (await data(api<InboxAnswer>(app, 'GET', 'inbox', headers), 'inbox')).data;

  await addToCart(app, headers, product.slug, 1);
  const checkoutBody = checkoutBodyFor(await summary(app, headers));
  const cart = await data(api<CartAnswer>(app, 'GET', 'cart/items', headers), 'cart');
  return {
    ...shopper,
    uuid: user!.uuid,
    email: user!.email,
    paidReference: paid.reference,
    deliveredReference: delivered.reference,
    deliveredItemUuid: deliveredOrder.packages[0]!.items[0]!.uuid,
    unpaidReference: unpaid.reference,
    unpaidPaymentReference: unpaid.placed.payment_reference!,
    fundingReference: funding.reference,
    primaryAddress: primaryAddress!,
    secondAddressUuid: second.uuid,
    cartItemUuid: cart.cart_items[0]!.uuid,
    savedItemUuid: saved.data[0]!.uuid,
    savedProductUuid: product.uuid,
    notificationUuid: notification!.uuid,
    inboxUuid: message!.uuid,
    checkoutBody,
  };
}

/** The owner, another customer with data of their own (an order, savings, a real password), a guest. */
export async function accessFixtures(app: FastifyInstance): Promise<Fixtures> {
  const db = app.database.db;
  const owned = await owner(app);
  const other = await walletShopper(app);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, other.userId));
  await paidWalletOrder(app, other);
  await fundSavings(db, other.userId, 500_000);
  const guest = await newGuest(app);
  const product = await findProduct(app, { minStock: 5 });
  await addToCart(app, guest, product.slug, 1);
  const [vendor] = await db.select({ slug: vendors.slug }).from(vendors).limit(1);
  return { owner: owned, other, guest, vendorSlug: vendor!.slug, productSlug: product.slug };
}

/** What only the owner's answers may hold: finding one in anyone else's answer is a leak. */
export function ownerMarkers(owner: Owner): string[] {
  return [
    owner.email,
    OWNER_SURNAME,
    owner.paidReference,
    owner.deliveredReference,
    owner.deliveredItemUuid,
    owner.unpaidReference,
    owner.unpaidPaymentReference,
    owner.fundingReference,
    owner.primaryAddress.uuid,
    owner.secondAddressUuid,
    owner.cartItemUuid,
    owner.savedItemUuid,
    owner.notificationUuid,
    owner.inboxUuid,
    '7 Owner Close',
  ];
}

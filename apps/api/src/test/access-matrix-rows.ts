import { NEWSLETTER_TOPICS } from '@oja/contract/newsletter';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/tables/identity.ts';
import { walletPins } from '../db/tables/wallet.ts';
import { addToCart, checkoutBodyFor, summary } from '../modules/checkout/test-helpers.ts';
import { mailbox, PASSWORD } from '../modules/identity/test-helpers.ts';
import { signCustomerToken } from '../modules/identity/tokens.ts';
import { PIN } from '../modules/orders/test-helpers.ts';
import type { Fixtures, Owner } from './access-matrix-fixtures.ts';

/**
 * One row per API route that reads or changes a customer's data. `customer` routes refuse a guest
 * session too; `shopper` routes (the cart) answer a guest session with the guest's own data.
 * `other`: what another customer gets when sending the owner's request (the owner's ids in path and
 * body): 'not found' (404, as for an id that does not exist), or 'own' (the route has no id of the
 * owner's, so they get their own account's answer, `otherStatus`). The owner's calls run in this
 * order, the ones that use up or end something last (cancel, delete, change password).
 */
export type Row = {
  route: string;
  access: 'customer' | 'shopper';
  url: (f: Fixtures) => string;
  body?: (f: Fixtures) => Record<string, unknown>;
  other: 'not found' | 'own';
  otherStatus?: number;
  ownerStatus?: number;
  /** Owner's data their answer must show (which also proves the leak check can see it). */
  shows?: (o: Owner) => string[];
  /** Puts the owner's account in the state the call needs, just before the owner's call. */
  before?: (app: FastifyInstance, f: Fixtures) => Promise<void>;
};

const NEW_PIN = '1357';

/** The owner's newest "Forgot PIN" link token, read from the dev mailbox just before the owner's call. */
const pinLink = { token: '' };
async function mailedPinToken(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await mailbox(app, email);
  const link = mail?.links.find((l) => l.includes('pin_reset_token='));
  return link ? (new URL(link).searchParams.get('pin_reset_token') ?? '') : '';
}

const addressFields = ({ owner }: Fixtures) => {
  const { uuid: _uuid, is_primary: _primary, ...fields } = owner.primaryAddress;
  return fields;
};

export const MATRIX: Row[] = [
  // Reads.
  {
    route: 'GET /cart/items',
    access: 'shopper',
    url: () => 'cart/items',
    other: 'own',
    shows: (o) => [o.cartItemUuid],
  },
  {
    route: 'GET /logistics/couriers',
    access: 'shopper',
    url: ({ owner }) =>
      `logistics/couriers?town_id=${owner.primaryAddress.town_id}&station_code=${owner.primaryAddress.state_code}`,
    other: 'own',
  },
  {
    route: 'GET /user/profile',
    access: 'customer',
    url: () => 'user/profile',
    other: 'own',
    shows: (o) => [o.email, o.secondAddressUuid],
  },
  {
    route: 'GET /account/overview',
    access: 'customer',
    url: () => 'account/overview',
    other: 'own',
    shows: (o) => [o.email, o.paidReference],
  },
  {
    route: 'GET /user/addresses',
    access: 'customer',
    url: () => 'user/addresses',
    other: 'own',
    shows: (o) => [o.primaryAddress.uuid, o.secondAddressUuid],
  },
  {
    route: 'GET /checkout/summary',
    access: 'customer',
    url: () => 'checkout/summary',
    other: 'own',
    shows: (o) => [o.primaryAddress.uuid],
  },
  { route: 'GET /wallet', access: 'customer', url: () => 'wallet', other: 'own' },
  {
    route: 'GET /wallet/transactions',
    access: 'customer',
    url: () => 'wallet/transactions?perPage=100',
    other: 'own',
    shows: (o) => [o.paidReference],
  },
  {
    route: 'GET /spend-and-save-wallet',
    access: 'customer',
    url: () => 'spend-and-save-wallet',
    other: 'own',
  },
  { route: 'GET /smart-coin-wallet', access: 'customer', url: () => 'smart-coin-wallet', other: 'own' },
  {
    route: 'GET /products/saved',
    access: 'customer',
    url: () => 'products/saved',
    other: 'own',
    shows: (o) => [o.savedItemUuid],
  },
  {
    route: 'GET /orders',
    access: 'customer',
    url: () => 'orders?perPage=100',
    other: 'own',
    shows: (o) => [o.paidReference, o.unpaidReference],
  },
  {
    route: 'GET /orders/{reference}',
    access: 'customer',
    url: ({ owner }) => `orders/${owner.paidReference}`,
    other: 'not found',
    shows: (o) => [o.paidReference],
  },
  {
    route: 'GET /orders/{reference}/package-history',
    access: 'customer',
    url: ({ owner }) => `orders/${owner.deliveredReference}/package-history`,
    other: 'not found',
    shows: (o) => [o.deliveredReference],
  },
  {
    // What a cancel would give back: the owner's money, to nobody else.
    route: 'GET /orders/{reference}/cancel-preview',
    access: 'customer',
    url: ({ owner }) => `orders/${owner.paidReference}/cancel-preview`,
    other: 'not found',
  },
  {
    route: 'GET /reviews-and-ratings',
    access: 'customer',
    url: () => 'reviews-and-ratings',
    other: 'own',
    shows: (o) => [o.deliveredItemUuid],
  },
  {
    route: 'GET /notifications',
    access: 'customer',
    url: () => 'notifications',
    other: 'own',
    shows: (o) => [o.notificationUuid],
  },
  {
    route: 'GET /account/unread-counts',
    access: 'customer',
    url: () => 'account/unread-counts',
    other: 'own',
  },
  { route: 'GET /inbox', access: 'customer', url: () => 'inbox', other: 'own', shows: (o) => [o.inboxUuid] },
  {
    route: 'GET /inbox/{uuid}',
    access: 'customer',
    url: ({ owner }) => `inbox/${owner.inboxUuid}`,
    other: 'not found',
    shows: (o) => [o.inboxUuid],
  },
  {
    route: 'GET /newsletter/preference',
    access: 'customer',
    url: () => 'newsletter/preference',
    other: 'own',
    shows: (o) => [o.email],
  },
  // Sign-in required though not personal (spec: /store/{id}); another customer sees the same store.
  {
    route: 'GET /stores/{id}',
    access: 'customer',
    url: ({ vendorSlug }) => `stores/${vendorSlug}`,
    other: 'own',
  },
  {
    route: 'POST /payments/verify',
    access: 'customer',
    url: () => 'payments/verify',
    body: ({ owner }) => ({ reference: owner.unpaidPaymentReference }),
    other: 'not found',
    shows: (o) => [o.unpaidReference],
  },
  {
    route: 'POST /wallet/fund/verify',
    access: 'customer',
    url: () => 'wallet/fund/verify',
    body: ({ owner }) => ({ reference: owner.fundingReference }),
    other: 'not found',
    shows: (o) => [o.fundingReference],
  },

  // Changes.
  {
    route: 'POST /cart/add',
    access: 'shopper',
    url: () => 'cart/add',
    body: ({ productSlug }) => ({ slug: productSlug, quantity: 1 }),
    other: 'own',
    shows: (o) => [o.cartItemUuid],
  },
  {
    route: 'PUT /cart/{uuid}/product-quantity',
    access: 'shopper',
    url: ({ owner }) => `cart/${owner.cartItemUuid}/product-quantity`,
    body: () => ({ variants: [{ quantity: 1 }] }),
    other: 'not found',
    shows: (o) => [o.cartItemUuid],
  },
  {
    route: 'PUT /cart/update-user-details',
    access: 'customer',
    url: () => 'cart/update-user-details',
    other: 'own',
    shows: (o) => [o.cartItemUuid],
  },
  {
    route: 'DELETE /cart/items/{uuid}',
    access: 'shopper',
    url: ({ owner }) => `cart/items/${owner.cartItemUuid}`,
    other: 'not found',
  },
  {
    route: 'POST /checkout',
    access: 'customer',
    url: () => 'checkout',
    body: ({ owner }) => owner.checkoutBody,
    // Another customer's cart is priced for them: the owner's figures do not match it.
    other: 'own',
    otherStatus: 409,
    before: async (app, { owner, productSlug }) => {
      await addToCart(app, owner.headers, productSlug, 1);
      owner.checkoutBody = checkoutBodyFor(await summary(app, owner.headers));
    },
  },
  {
    route: 'POST /orders/{reference}/pay',
    access: 'customer',
    url: ({ owner }) => `orders/${owner.unpaidReference}/pay`,
    body: () => ({}),
    other: 'not found',
    shows: (o) => [o.unpaidReference],
  },
  {
    route: 'POST /orders/{reference}/pay-by-wallet',
    access: 'customer',
    url: ({ owner }) => `orders/${owner.unpaidReference}/pay-by-wallet`,
    body: () => ({ pin: PIN }),
    other: 'not found',
    shows: (o) => [o.unpaidReference],
  },
  {
    route: 'POST /orders/{reference}/items/{uuid}/review',
    access: 'customer',
    url: ({ owner }) => `orders/${owner.deliveredReference}/items/${owner.deliveredItemUuid}/review`,
    body: () => ({ rating: 4, comment: 'Came on time and works well.' }),
    other: 'not found',
    ownerStatus: 201,
    shows: (o) => [o.deliveredReference],
  },
  {
    route: 'POST /user/addresses',
    access: 'customer',
    url: () => 'user/addresses',
    body: (f) => ({ ...addressFields(f), address: '3 Third Street, Yaba' }),
    other: 'own',
    otherStatus: 201,
    ownerStatus: 201,
  },
  {
    route: 'PUT /user/addresses/{uuid}',
    access: 'customer',
    url: ({ owner }) => `user/addresses/${owner.secondAddressUuid}`,
    body: (f) => ({ ...addressFields(f), address: '7 Owner Close, Ikoyi (gate 2)' }),
    other: 'not found',
    shows: (o) => [o.secondAddressUuid],
  },
  {
    route: 'POST /user/addresses/{uuid}/primary',
    access: 'customer',
    url: ({ owner }) => `user/addresses/${owner.secondAddressUuid}/primary`,
    other: 'not found',
    shows: (o) => [o.secondAddressUuid],
  },
  {
    route: 'PUT /user/address/delivery',
    access: 'customer',
    url: () => 'user/address/delivery',
    body: (f) => ({ ...addressFields(f), address: '9 Delivery Road, Lekki' }),
    other: 'own',
    shows: (o) => [o.secondAddressUuid],
  },
  {
    route: 'DELETE /user/addresses/{uuid}',
    access: 'customer',
    url: ({ owner }) => `user/addresses/${owner.secondAddressUuid}`,
    other: 'not found',
  },
  {
    route: 'POST /products/save/{id}',
    access: 'customer',
    url: ({ owner }) => `products/save/${owner.savedProductUuid}`,
    // A product's id is public: another customer saves it to their own list.
    other: 'own',
  },
  {
    route: 'POST /products/saved/{id}/remove',
    access: 'customer',
    url: ({ owner }) => `products/saved/${owner.savedItemUuid}/remove`,
    other: 'not found',
  },
  {
    route: 'POST /notifications/{uuid}/read',
    access: 'customer',
    url: ({ owner }) => `notifications/${owner.notificationUuid}/read`,
    other: 'not found',
    shows: (o) => [o.notificationUuid],
  },
  {
    route: 'POST /notifications/read-all',
    access: 'customer',
    url: () => 'notifications/read-all',
    other: 'own',
  },
  {
    route: 'PUT /newsletter/preference',
    access: 'customer',
    url: () => 'newsletter/preference',
    body: () => ({ subscribed: true, topics: [NEWSLETTER_TOPICS[0]], frequency: 'weekly' }),
    other: 'own',
    shows: (o) => [o.email],
  },
  {
    route: 'PUT /spend-and-save-wallet/settings',
    access: 'customer',
    url: () => 'spend-and-save-wallet/settings',
    body: () => ({ enabled: true, percentage: 5 }),
    other: 'own',
  },
  {
    route: 'POST /spend-and-save-wallet/withdraw',
    access: 'customer',
    url: () => 'spend-and-save-wallet/withdraw',
    body: () => ({ amount: 100, pin: PIN }),
    other: 'own',
  },
  {
    route: 'POST /wallet/fund',
    access: 'customer',
    url: () => 'wallet/fund',
    body: () => ({ amount: 2500 }),
    other: 'own',
  },
  {
    route: 'POST /wallet/pin',
    access: 'customer',
    url: () => 'wallet/pin',
    body: () => ({ new_pin: PIN }),
    // Both have a PIN already: a second one is a conflict with their own.
    other: 'own',
    otherStatus: 409,
    ownerStatus: 201,
    before: async (app, { owner }) => {
      await app.database.db.delete(walletPins).where(eq(walletPins.userId, owner.userId));
    },
  },
  {
    route: 'POST /wallet/reset-pin',
    access: 'customer',
    url: () => 'wallet/reset-pin',
    body: () => ({ old_pin: PIN, new_pin: NEW_PIN }),
    other: 'own',
  },
  // Forgot PIN (ADR 0073): another customer asks for a link to their own email, and cannot spend the owner's.
  {
    route: 'POST /wallet/pin/request-reset-link',
    access: 'customer',
    url: () => 'wallet/pin/request-reset-link',
    other: 'own',
  },
  {
    route: 'POST /wallet/pin/reset-with-link',
    access: 'customer',
    url: () => 'wallet/pin/reset-with-link',
    body: () => ({ token: pinLink.token || 'not-a-mailed-token', new_pin: NEW_PIN }),
    other: 'own',
    otherStatus: 422,
    before: async (app, { owner }) => {
      await app.inject({
        method: 'POST',
        url: '/api/v1/wallet/pin/request-reset-link',
        headers: owner.headers,
      });
      pinLink.token = await mailedPinToken(app, owner.email);
    },
  },
  {
    route: 'POST /orders/{reference}/cancel',
    access: 'customer',
    url: ({ owner }) => `orders/${owner.paidReference}/cancel`,
    body: () => ({ reason: 'I ordered the wrong size' }),
    other: 'not found',
    shows: (o) => [o.paidReference],
  },
  // Last: it ends every session of the caller.
  {
    route: 'PUT /user/change-password',
    access: 'customer',
    url: () => 'user/change-password',
    body: () => ({
      current_password: PASSWORD,
      new_password: 'Abuja2026',
      new_password_confirmation: 'Abuja2026',
    }),
    other: 'own',
  },
  // After change password, which ended both sessions: fresh tokens, then the call that ends them again.
  {
    route: 'POST /logout',
    access: 'customer',
    url: () => 'logout',
    other: 'own',
    before: async (app, { owner, other }) => {
      for (const shopper of [owner, other]) {
        const [user] = await app.database.db.select().from(users).where(eq(users.id, shopper.userId));
        const token = await signCustomerToken(app.config.jwtSecret, user!.uuid, user!.tokenVersion);
        shopper.headers.authorization = `Bearer ${token}`;
      }
    },
  },
];

/**
 * Every other API route, with why it holds no customer's data. A route in neither list fails the
 * matrix test: a new route must say which it is.
 */
export const NOT_PERSONAL: Record<string, string> = {
  'GET /health': 'server health',
  'POST /generate-jwt': 'starts a guest session',
  'POST /customer': 'sign-up',
  'POST /email/verify': 'takes a mailed single-use token',
  'POST /email/resend-verification': 'same answer for any email',
  'POST /login': 'signs in',
  'POST /password/request-reset-link': 'same answer for any email',
  'POST /password/reset': 'takes a mailed single-use token',
  'POST /appeal-account-ban': 'same answer for any email',
  'GET /main-store': 'catalogue',
  'GET /popular-stores-and-vendors': 'catalogue',
  'GET /promotions': 'catalogue',
  'GET /promotion-products': 'catalogue',
  'GET /carousel-campaigns': 'catalogue',
  'GET /campaigns/audiences/all': 'catalogue',
  'GET /campaigns/{uuid}': 'catalogue',
  'GET /categories/{id}': 'catalogue',
  'GET /stores': 'catalogue',
  'GET /vendors/{id}': 'catalogue (saved marks only for the caller)',
  'GET /cars': 'catalogue',
  'GET /cars/{id}': 'catalogue',
  'GET /products/categories': 'catalogue',
  'GET /products': 'catalogue (saved marks only for the caller)',
  'GET /products/{id}': 'catalogue (saved mark only for the caller)',
  'GET /products/{id}/reviews': 'published reviews',
  'GET /logistics/states': 'delivery regions',
  'GET /logistics/{state_code}/cities': 'delivery towns',
  'POST /payments/paystack/webhook': "Paystack's signed webhook (its own test checks the signature)",
  'POST /newsletter/subscribe':
    'footer form, guests too; answers the same for any email; a guest only asks (mailed link)',
  'POST /newsletter/confirm': 'takes a mailed single-use token',
  'POST /analytics/tracking': 'affiliate click counts',
  'POST /analytics/tracking/unlink': 'affiliate click counts',
  'POST /insights': 'view counts',
  'GET /ip-info': "the caller's own address",
  'GET /dev/mailbox': 'the local outbox, off in production, this machine only',
};

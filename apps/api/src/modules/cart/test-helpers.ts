import { GUEST_PASSPHRASE_HEADER, GUEST_TOKEN_HEADER } from '@oja/contract/constants';
import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { products } from '../../db/tables/catalog.ts';
import { users } from '../../db/tables/identity.ts';
import { signCustomerToken } from '../identity/tokens.ts';

export type Headers = Record<string, string>;

export async function newGuest(app: FastifyInstance): Promise<Headers> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/generate-jwt' });
  expect(res.statusCode).toBe(201);
  const { token, passphrase } = res.json().data as { token: string; passphrase: string };
  return { [GUEST_TOKEN_HEADER]: token, [GUEST_PASSPHRASE_HEADER]: passphrase };
}

let userCount = 0;

/** A customer row plus a bearer token signed the way login signs it. */
export async function newCustomer(app: FastifyInstance): Promise<Headers> {
  userCount += 1;
  const [user] = await app.database.db
    .insert(users)
    .values({
      firstname: 'Ada',
      lastname: 'Obi',
      email: `shopper${userCount}-${Date.now()}@example.ng`,
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: new Date(),
    })
    .returning({ uuid: users.uuid });
  const token = await signCustomerToken(app.config.jwtSecret, user!.uuid, 0);
  return { authorization: `Bearer ${token}` };
}

type Options = {
  type?: 'product' | 'service' | 'others';
  minColors?: number;
  minSizes?: number;
  minStock?: number;
  /** Products a test already uses. */
  exclude?: number[];
};

/** A seeded product matching the options (the seed is deterministic, so these always exist). */
export async function findProduct(app: FastifyInstance, opts: Options = {}) {
  const [product] = await app.database.db
    .select({
      id: products.id,
      uuid: products.uuid,
      slug: products.slug,
      name: products.name,
      stock: products.quantity,
      colors: products.colors,
      sizes: products.sizes,
      sellingPriceKobo: products.sellingPriceKobo,
      actualPriceKobo: products.actualPriceKobo,
      vatRateBp: products.vatRateBp,
    })
    .from(products)
    .where(
      and(
        eq(products.type, opts.type ?? 'product'),
        gt(products.sellingPriceKobo, 0),
        sql`${products.quantity} >= ${opts.minStock ?? 1}`,
        sql`cardinality(${products.colors}) >= ${opts.minColors ?? 0}`,
        sql`cardinality(${products.sizes}) >= ${opts.minSizes ?? 0}`,
        opts.exclude?.length ? notInArray(products.id, opts.exclude) : undefined,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!product) throw new Error(`no seeded product for ${JSON.stringify(opts)}`);
  return product;
}

/** A product row of our own, for exact stock figures. */
export async function setStock(app: FastifyInstance, productId: number, quantity: number) {
  await app.database.db.update(products).set({ quantity }).where(eq(products.id, productId));
}

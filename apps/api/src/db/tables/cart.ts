import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, publicUuid, timestamptz } from '../columns.ts';
import { products } from './catalog.ts';
import { guestSessions, users } from './identity.ts';

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestSessionId: integer('guest_session_id')
      .unique()
      .references(() => guestSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('carts_owner_check', sql`num_nonnulls(${t.userId}, ${t.guestSessionId}) = 1`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // Cascade: the spec drops cart items whose product is gone.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // product uuid, then optional +colour and +size: one line per variant.
    itemKey: text('item_key').notNull(),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    quantity: integer('quantity').notNull(),
    affiliateId: text('affiliate_id'),
    groupReferenceId: uuid('group_reference_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cart_items_cart_id_item_key_key').on(t.cartId, t.itemKey),
    index('cart_items_product_id_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

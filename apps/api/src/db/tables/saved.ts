import { index, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { createdAt, publicUuid } from '../columns.ts';
import { products } from './catalog.ts';
import { users } from './identity.ts';

export const savedItems = pgTable(
  'saved_items',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('saved_items_user_id_product_id_key').on(t.userId, t.productId),
    index('saved_items_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

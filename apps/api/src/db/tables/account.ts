import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, publicUuid } from '../columns.ts';
import { users } from './identity.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    state: text('state').notNull(),
    stateCode: text('state_code').notNull(),
    city: text('city').notNull(),
    // Logistics deliverytownid; not a foreign key so an address survives a town list refresh.
    townId: text('town_id').notNull(),
    country: text('country').notNull().default('Nigeria'),
    phoneNumber: text('phone_number').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    // At most one primary address per user.
    uniqueIndex('addresses_one_primary_idx').on(t.userId).where(sql`${t.isPrimary}`),
  ],
);

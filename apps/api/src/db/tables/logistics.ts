import { index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { kobo, publicUuid } from '../columns.ts';

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  stationCode: text('station_code').notNull().unique(),
  stationDescription: text('station_description').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    // Text: the provider's town ids are opaque (ADR 0006).
    deliverytownid: text('deliverytownid').notNull().unique(),
    deliverytowncode: text('deliverytowncode').notNull(),
    name: text('name').notNull(),
    stationCode: text('station_code')
      .notNull()
      .references(() => states.stationCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [index('cities_station_code_idx').on(t.stationCode)],
);

export const couriers = pgTable('couriers', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  baseFeeKobo: kobo('base_fee_kobo').notNull(),
  perKgKobo: kobo('per_kg_kobo').notNull(),
  etaDaysMin: smallint('eta_days_min').notNull(),
  etaDaysMax: smallint('eta_days_max').notNull(),
});

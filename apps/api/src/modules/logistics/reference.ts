import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { databaseKey } from '../../db/prepared.ts';
import { couriers, states } from '../../db/tables/logistics.ts';
import { type State, stateNameResolver, stationCodeOf } from './places.ts';

/**
 * How long the delivery regions and the couriers' tariffs are kept in memory. Both are reference
 * data written by the seed and migrations only; a tariff edited in the database is charged within
 * this long (ADR 50). Every checkout prices with them, and reading them took three statements an order.
 */
export const DELIVERY_REFERENCE_TTL_MS = 60_000;

export type DeliveryReference = {
  /** A region by its station code, exactly as the provider spells it (upper case). */
  stateOf(stationCode: string): State | null;
  /** A vendor's state name to its region's station code (see stateNameResolver). */
  stationOf(name: string): string | null;
  /** Every courier's tariff, by id. */
  couriers: (typeof couriers.$inferSelect)[];
};

// Per database (databaseKey: its transactions share it).
const loaded = new WeakMap<object, { at: number; reference: Promise<DeliveryReference> }>();

async function load(db: Executor): Promise<DeliveryReference> {
  // One query after another: inside a transaction the executor is a single connection.
  const regions = await db
    .select({ stationCode: states.stationCode, stationDescription: states.stationDescription })
    .from(states);
  const rates = await db.select().from(couriers).orderBy(asc(couriers.id));
  const byCode = new Map(regions.map((region) => [region.stationCode, region]));
  return {
    stateOf: (stationCode) => byCode.get(stationCodeOf(stationCode)) ?? null,
    stationOf: stateNameResolver(regions),
    couriers: rates,
  };
}

/** The delivery regions and couriers' tariffs, read at most once every DELIVERY_REFERENCE_TTL_MS. */
export function deliveryReference(db: Executor, now = Date.now()): Promise<DeliveryReference> {
  const key = databaseKey(db);
  const held = loaded.get(key);
  if (held && now - held.at < DELIVERY_REFERENCE_TTL_MS) return held.reference;
  const reference = load(db);
  loaded.set(key, { at: now, reference });
  // A failed read is not kept: the next caller reads again.
  reference.catch(() => {
    if (loaded.get(key)?.reference === reference) loaded.delete(key);
  });
  return reference;
}

import type { CourierOptionsAnswer, CourierOptionsQuery } from '@oja/contract/logistics';
import { messages } from '@oja/contract/messages';
import { and, eq, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems } from '../../db/tables/cart.ts';
import { products, vendors } from '../../db/tables/catalog.ts';
import { unprocessable } from '../../lib/http-errors.ts';
import { type CartOwner, findCartId } from '../cart/lock.ts';
import { findState, findTown } from './places.ts';
import { type PackageToShip, quoteCouriers, toCourierOption } from './pricing.ts';

/**
 * The cart as packages (ADR 0006): one per vendor, weighing its lines' weight times quantity, in the
 * order the vendors' first lines were added. Lines that are no longer products are left out, as the
 * cart itself drops them.
 */
async function cartPackages(db: Executor, owner: CartOwner): Promise<PackageToShip[]> {
  const cartId = await findCartId(db, owner);
  if (cartId === null) return [];
  return db
    .select({
      vendorState: vendors.state,
      weightGrams: sql<number>`sum(${products.weightGrams} * ${cartItems.quantity})`.mapWith(Number),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(cartItems.cartId, cartId), eq(products.type, 'product')))
    .groupBy(vendors.id, vendors.state)
    .orderBy(min(cartItems.id));
}

/**
 * GET logistics/couriers: what each courier charges to bring the caller's cart to the chosen town.
 * The town must be one of the region's (422 on the field the shopper chose wrongly); an empty cart
 * has nothing to ship and answers no options.
 */
export async function courierOptionsForCart(
  db: Executor,
  owner: CartOwner,
  query: CourierOptionsQuery,
  now = new Date(),
): Promise<CourierOptionsAnswer> {
  const state = await findState(db, query.station_code);
  if (!state) throw unprocessable({ station_code: [messages.regionRequired] });
  const town = await findTown(db, state.stationCode, query.town_id);
  if (!town) throw unprocessable({ town_id: [messages.cityRequired] });
  const packages = await cartPackages(db, owner);
  const quotes = await quoteCouriers(db, {
    packages,
    destinationStationCode: state.stationCode,
    deliveryMethod: query.delivery_method,
    now,
  });
  return quotes.map(toCourierOption);
}

import type { Address, ProfileAnswer } from '@oja/contract/account';
import { messages } from '@oja/contract/messages';
import type { DeliveryAddressBody } from '@oja/contract/rules';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { addresses } from '../../db/tables/account.ts';
import { users } from '../../db/tables/identity.ts';
import { unauthorized, unprocessable } from '../../lib/http-errors.ts';
import { findState, findTown } from '../logistics/places.ts';

type AddressRow = typeof addresses.$inferSelect;

/** An address row as every answer carries it (profile, checkout, the session user). */
export function toAddress(row: AddressRow): Address {
  return {
    uuid: row.uuid,
    address: row.address,
    city: row.city,
    state: row.state,
    state_code: row.stateCode,
    town_id: row.townId,
    postal_code: row.postalCode,
    phone_number: row.phoneNumber,
    country: row.country,
    is_primary: row.isPrimary,
  };
}

/** The customer's own addresses only, the primary first, then in the order they were saved. */
export async function addressesOf(db: Executor, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isPrimary), asc(addresses.id));
  return rows.map(toAddress);
}

/** GET user/profile: names, contact and addresses; `delivery_address` is the primary one or null. */
export async function getProfile(db: Db, userId: number): Promise<ProfileAnswer> {
  const [user] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  // The viewer plugin found this user a moment ago; only a deletion in between lands here.
  if (!user) throw unauthorized(messages.sessionExpired);
  const list = await addressesOf(db, userId);
  return {
    fullname: `${user.firstname} ${user.lastname}`,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone_number: user.phoneNumber,
    addresses: { delivery_address: list.find((a) => a.is_primary) ?? null, list },
  };
}

/** The first key of the advisory lock that serialises one customer's address book changes. */
const ADDRESS_BOOK_LOCK = 0x0add_0b00;

/**
 * One customer's address changes run one after another (the delivery address here, the address
 * book's add, edit, delete and set primary), so the one-primary rule never meets a race.
 */
export async function lockAddressBook(tx: Tx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_BOOK_LOCK}, ${userId})`);
}

/**
 * The columns of an address from the editor's fields: the region and town must be the provider's,
 * and the form's names are replaced by the provider's own. 422 with the spec's messages otherwise.
 */
export async function addressFields(tx: Tx, body: DeliveryAddressBody) {
  const state = await findState(tx, body.state_code);
  if (!state) {
    throw unprocessable({ state: [messages.regionRequired], state_code: [messages.regionRequired] });
  }
  const town = await findTown(tx, state.stationCode, body.town_id);
  if (!town) throw unprocessable({ city: [messages.cityRequired], town_id: [messages.cityRequired] });
  return {
    address: body.address,
    postalCode: body.postal_code,
    state: state.stationDescription,
    stateCode: state.stationCode,
    city: town.name,
    townId: town.deliverytownid,
    country: body.country,
    phoneNumber: body.phone_number,
  };
}

/**
 * PUT user/address/delivery: the region and town must be the provider's (the form's names are
 * replaced by the provider's own), then the primary address is changed in place, or the first one is
 * created as primary. One upsert on the one-primary-per-user index, so two tabs saving at once still
 * leave exactly one primary address.
 */
export async function setDeliveryAddress(
  db: Db,
  userId: number,
  body: DeliveryAddressBody,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const fields = await addressFields(tx, body);
    const [saved] = await tx
      .insert(addresses)
      .values({ userId, isPrimary: true, ...fields })
      .onConflictDoUpdate({
        target: addresses.userId,
        targetWhere: sql`${addresses.isPrimary}`,
        set: fields,
      })
      .returning();
    return toAddress(saved!);
  });
}

import { ADDRESS_BOOK_MAX, type Address, type AddressBookBody } from '@oja/contract/account';
import { addressBookFullMessage, messages } from '@oja/contract/messages';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addresses } from '../../db/tables/account.ts';
import { users } from '../../db/tables/identity.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { addressesOf, addressFields, lockAddressBook, toAddress } from './service.ts';

/**
 * The address book (/account/address-book). One primary address per customer (the delivery
 * address checkout starts from): the first one saved, or the one chosen. Every change runs under
 * the customer's address lock, so the partial unique index never sees two primaries.
 */

export const listAddresses = (db: Db, userId: number) => addressesOf(db, userId);

async function ownAddress(tx: Tx, userId: number, uuid: string) {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.uuid, uuid), eq(addresses.userId, userId)));
  if (!row) throw notFound(messages.addressNotFound);
  return row;
}

/** Makes one address the primary: the old primary is cleared first (the index allows one). */
async function makePrimary(tx: Tx, userId: number, addressId: number) {
  await tx
    .update(addresses)
    .set({ isPrimary: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true), ne(addresses.id, addressId)));
  const [row] = await tx
    .update(addresses)
    .set({ isPrimary: true })
    .where(eq(addresses.id, addressId))
    .returning();
  return row!;
}

/** POST user/addresses: the first address is primary whatever `is_primary` says. */
export async function addAddress(db: Db, userId: number, body: AddressBookBody): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const fields = await addressFields(tx, body);
    const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const n = held?.n ?? 0;
    if (n >= ADDRESS_BOOK_MAX) throw conflict(addressBookFullMessage(ADDRESS_BOOK_MAX));
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...fields, isPrimary: false })
      .returning();
    return toAddress(n === 0 || body.is_primary ? await makePrimary(tx, userId, row!.id) : row!);
  });
}

/** PUT user/addresses/{uuid}: new fields; `is_primary: true` makes it primary (a primary stays one). */
export async function updateAddress(
  db: Db,
  userId: number,
  uuid: string,
  body: AddressBookBody,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await ownAddress(tx, userId, uuid);
    const fields = await addressFields(tx, body);
    const [row] = await tx.update(addresses).set(fields).where(eq(addresses.id, current.id)).returning();
    return toAddress(
      body.is_primary && !current.isPrimary ? await makePrimary(tx, userId, current.id) : row!,
    );
  });
}

/** POST user/addresses/{uuid}/primary. */
export async function setPrimaryAddress(db: Db, userId: number, uuid: string): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await ownAddress(tx, userId, uuid);
    return toAddress(await makePrimary(tx, userId, current.id));
  });
}

/**
 * DELETE user/addresses/{uuid}: answers the addresses left. Deleting the primary makes the most
 * recently saved other address primary, so checkout still has a delivery address to start from.
 * Orders keep their own copy of the address, so deleting one never changes an order.
 */
export async function deleteAddress(db: Db, userId: number, uuid: string): Promise<Address[]> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await ownAddress(tx, userId, uuid);
    await tx.delete(addresses).where(eq(addresses.id, current.id));
    if (current.isPrimary) await newestBecomesPrimary(tx, userId);
  });
  return addressesOf(db, userId);
}

/**
 * Addresses saved before the account's email was verified were chosen by whoever signed the address
 * up, not proven to be its owner (ADR 0073): identity drops them at the first verification and at a
 * password reset, inside its transaction. If the primary goes and others stay, the newest becomes it.
 */
export async function forgetAddressesSetBeforeVerification(tx: Tx, userId: number): Promise<void> {
  await lockAddressBook(tx, userId);
  const dropped = await tx
    .delete(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        sql`${addresses.createdAt} < coalesce((select ${users.emailVerifiedAt} from ${users} where ${users.id} = ${userId}), 'infinity')`,
      ),
    )
    .returning({ isPrimary: addresses.isPrimary });
  if (dropped.some((row) => row.isPrimary)) await newestBecomesPrimary(tx, userId);
}

/** After the primary address went: the newest of those left becomes primary (none left: none). */
async function newestBecomesPrimary(tx: Tx, userId: number) {
  const [next] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (next) await makePrimary(tx, userId, next.id);
}

import { eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { carts } from '../../db/tables/cart.ts';

/** Whose cart: a signed-in customer's, or a guest session's (spec section 6). */
export type CartOwner = { userId: number } | { guestSessionId: number };

const ownedBy = (owner: CartOwner) =>
  'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.guestSessionId, owner.guestSessionId);

/**
 * Every change to a cart first locks its row, so one shopper's concurrent calls (double taps, several
 * tabs, 50 parallel adds) run one after another and each sees the previous one's lines: the stock check
 * and the write cannot interleave. Other shoppers' carts are not blocked.
 */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<number | null> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(ownedBy(owner)).for('update');
  return cart?.id ?? null;
}

/**
 * Locks the owner's cart for a change, creating it when there is none, and marks it changed now: an
 * UPDATE takes the same row lock as SELECT ... FOR UPDATE, so the lock and the `updated_at` mark are
 * one round trip (undone with the rest if the change is refused).
 */
export async function lockOrCreateCart(tx: Tx, owner: CartOwner): Promise<number> {
  const touch = async () => {
    const [cart] = await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(ownedBy(owner))
      .returning({ id: carts.id });
    return cart?.id ?? null;
  };
  const existing = await touch();
  if (existing !== null) return existing;
  // A parallel first add may create it at the same moment: the unique owner column lets one win.
  await tx.insert(carts).values(owner).onConflictDoNothing();
  const created = await touch();
  if (created === null) throw new Error('cart row missing after insert');
  return created;
}

export async function findCartId(db: Executor, owner: CartOwner): Promise<number | null> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(ownedBy(owner)).limit(1);
  return cart?.id ?? null;
}

/**
 * The transaction of a cart change. Its commit does not wait for PostgreSQL to flush its log to disk
 * (`synchronous_commit` off for this transaction only; ADR 0017): a crash of the database server can
 * lose the last fraction of a second of cart changes, never make one half-written, and a cart is the
 * shopper's list, not money. Orders, payments and wallets keep waiting for the flush.
 */
export function cartTransaction<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    return change(tx);
  });
}

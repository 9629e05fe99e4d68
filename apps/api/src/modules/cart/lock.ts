import { eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { carts } from '../../db/tables/cart.ts';

/** Whose cart: a signed-in customer's, or a guest session's (spec section 6). */
export type CartOwner = { userId: number } | { guestSessionId: number };

const ownedBy = (owner: CartOwner) =>
  'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.guestSessionId, owner.guestSessionId);

/** The owner's column and value as plain SQL (a fixed text per kind of owner, so it stays prepared). */
const ownerIs = (owner: CartOwner) =>
  'userId' in owner ? sql`user_id = ${owner.userId}` : sql`guest_session_id = ${owner.guestSessionId}`;

/**
 * Turns off waiting for the log flush at commit for this transaction only (ADR 0017), as a column of
 * the statement that takes the cart's lock: `set_config(..., true)` is `SET LOCAL`, without a round
 * trip of its own.
 */
export const COMMIT_WITHOUT_FLUSH = sql.raw(`set_config('synchronous_commit', 'off', true)`);

/**
 * Every change to a cart first locks its row, so one shopper's concurrent calls (double taps, several
 * tabs, 50 parallel adds) run one after another and each sees the previous one's lines: the stock check
 * and the write cannot interleave. Other shoppers' carts are not blocked.
 */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<number | null> {
  const [cart] =
    'userId' in owner
      ? await customerCartLock(tx).execute({ userId: owner.userId })
      : await guestCartLock(tx).execute({ guestSessionId: owner.guestSessionId });
  return cart?.id ?? null;
}

/** The lock of the cart whose `column` is the placeholder `key`, prepared once. */
const cartLockBy = (column: typeof carts.userId | typeof carts.guestSessionId, key: string, name: string) =>
  preparedQuery((db) =>
    db
      .select({ id: carts.id })
      .from(carts)
      .where(eq(column, sql.placeholder(key)))
      .for('update')
      .prepare(name),
  );
const customerCartLock = cartLockBy(carts.userId, 'userId', 'cart_lock_customer');
const guestCartLock = cartLockBy(carts.guestSessionId, 'guestSessionId', 'cart_lock_guest');

/**
 * `lockCart` for a cart change (`cartTransaction`): the same lock, in the statement that also sets the
 * transaction to commit without waiting for the log flush.
 */
export async function lockCartForChange(tx: Tx, owner: CartOwner): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`select id, ${COMMIT_WITHOUT_FLUSH} from carts where ${ownerIs(owner)} for update`,
  );
  return rows[0]?.id ?? null;
}

/**
 * The statement that locks the owner's cart for a change and marks it changed now (an UPDATE takes the
 * same row lock as SELECT ... FOR UPDATE), as a CTE whose id the caller's select reads as `cart_id`
 * (null when the owner has no cart yet: see `createCart`). Its lock is taken before the caller's
 * select reads anything that matters under it, so only rows the lock does not guard may be read in
 * the same statement (the statement's snapshot predates the lock when it had to wait).
 */
export const touchCart = (owner: CartOwner) =>
  sql`touched as (update carts set updated_at = now() where ${ownerIs(owner)} returning id)`;

/** Creates the owner's cart when `touchCart` found none, and locks it (a parallel first add may race). */
export async function createCart(tx: Tx, owner: CartOwner): Promise<number> {
  // The unique owner column lets one of two parallel first adds create it.
  await tx.insert(carts).values(owner).onConflictDoNothing();
  const { rows } = await tx.execute<{ id: number }>(
    sql`update carts set updated_at = now() where ${ownerIs(owner)} returning id, ${COMMIT_WITHOUT_FLUSH}`,
  );
  const created = rows[0]?.id;
  if (created === undefined) throw new Error('cart row missing after insert');
  return created;
}

/**
 * Locks the owner's cart for a change, creating it when there is none, and marks it changed now: an
 * UPDATE takes the same row lock as SELECT ... FOR UPDATE, so the lock and the `updated_at` mark are
 * one round trip (undone with the rest if the change is refused).
 */
export async function lockOrCreateCart(tx: Tx, owner: CartOwner): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`with ${touchCart(owner)} select id, ${COMMIT_WITHOUT_FLUSH} from touched`,
  );
  return rows[0]?.id ?? createCart(tx, owner);
}

export async function findCartId(db: Executor, owner: CartOwner): Promise<number | null> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(ownedBy(owner)).limit(1);
  return cart?.id ?? null;
}

/**
 * The transaction of a cart change. Its commit does not wait for PostgreSQL to flush its log to disk
 * (`synchronous_commit` off for this transaction only; ADR 0017): a crash of the database server can
 * lose the last fraction of a second of cart changes, never make one half-written, and a cart is the
 * shopper's list, not money. Orders, payments and wallets keep waiting for the flush. The setting
 * rides on the change's first statement, the cart's lock (`lockCartForChange`, `lockOrCreateCart`,
 * `touchCart` with COMMIT_WITHOUT_FLUSH), which every change takes before anything else.
 */
export function cartTransaction<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(change);
}

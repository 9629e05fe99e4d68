import { messages } from '@oja/contract/messages';
import {
  PIN_LOCK_MINUTES,
  PIN_MAX_ATTEMPTS,
  pinLockedMessage,
  pinTriesLeftMessage,
} from '@oja/contract/wallet';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { rateLimitCounters, users } from '../../db/tables/identity.ts';
import { walletPins } from '../../db/tables/wallet.ts';
import { forget, hit, hitsSoFar, type Limit } from '../../lib/attempt-counters.ts';
import { conflict, tooManyRequests, unprocessable } from '../../lib/http-errors.ts';
import { hashPin, type PinSecrets, pinMatches } from './pin-hash.ts';

/** The first key of the advisory lock that serialises one customer's PIN checks. */
const PIN_CHECK_LOCK = 7401;

const PIN_LIMIT: Limit = { max: PIN_MAX_ATTEMPTS, windowSeconds: PIN_LOCK_MINUTES * 60 };
const attemptsKey = (userId: number) => `wallet-pin:${userId}`;

export async function hasPin(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: walletPins.userId })
    .from(walletPins)
    .where(eq(walletPins.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** POST wallet/pin: one PIN per customer; a second create is a 409 (reset it instead). */
export async function createPin(db: Db, secrets: PinSecrets, userId: number, pin: string): Promise<void> {
  if (await hasPin(db, userId)) throw conflict(messages.pinExists);
  const pinHash = hashPin(secrets, pin);
  // Two creates at once: the primary key lets one win.
  const [created] = await db
    .insert(walletPins)
    .values({ userId, pinHash })
    .onConflictDoNothing()
    .returning({ userId: walletPins.userId });
  if (!created) throw conflict(messages.pinExists);
}

/** Minutes until a locked PIN may be tried again. */
async function minutesLocked(db: Pick<Db, 'execute'>, key: string): Promise<number> {
  const { rows } = await db.execute<{ seconds: number | string | null }>(sql`
    select extract(epoch from (window_started_at + ${`${PIN_LIMIT.windowSeconds} seconds`}::interval - now()))
      as seconds
    from rate_limit_counters where key = ${key}`);
  return Number(rows[0]?.seconds ?? PIN_LIMIT.windowSeconds) / 60;
}

/**
 * Checks a customer's PIN (checkout by wallet, withdrawals, reset). One check at a time per customer
 * (an advisory lock for the length of a short transaction), so parallel guesses each see the wrong
 * tries before them and cannot slip past the limit, while parallel requests with the right PIN all
 * pass. The fifth wrong try locks the PIN for PIN_LOCK_MINUTES from then (429), a right one clears
 * the count, a wrong one answers 422 on `field` with the tries left. Call it before opening the
 * transaction that spends the money (its count must survive that transaction's rollback).
 */
export async function checkPin(
  db: Db,
  secrets: PinSecrets,
  userId: number,
  pin: string,
  field = 'pin',
): Promise<void> {
  const key = attemptsKey(userId);
  const verdict = await db.transaction(async (tx) => {
    // The stored hash rides on the lock's statement (it was read just before the lock all the same);
    // the count of wrong tries is read after the lock is held, in a statement of its own.
    const { rows } = await tx.execute<{ pin_hash: string | null }>(
      sql`select pg_advisory_xact_lock(${PIN_CHECK_LOCK}, ${userId}),
        (select pin_hash from wallet_pins where user_id = ${userId}) as pin_hash`,
    );
    const pinHash = rows[0]?.pin_hash;
    if (!pinHash) return { missing: true as const };
    const wrongSoFar = await hitsSoFar(tx, key, PIN_LIMIT);
    if (wrongSoFar >= PIN_LIMIT.max) return { locked: await minutesLocked(tx, key), left: 0 };
    const match = await pinMatches(secrets, pinHash, pin);
    if (match !== 'wrong') {
      if (wrongSoFar > 0) await forget(tx, key);
      // A PIN stored the old way (argon2, or the previous key) is written again under the current key,
      // only if it is still the value read: a reset that wrote a new PIN meanwhile is never undone.
      if (match === 'outdated') {
        await tx
          .update(walletPins)
          .set({ pinHash: hashPin(secrets, pin) })
          .where(and(eq(walletPins.userId, userId), eq(walletPins.pinHash, pinHash)));
      }
      return { ok: true as const };
    }
    const wrong = await hit(tx, key, PIN_LIMIT);
    if (wrong >= PIN_LIMIT.max) {
      // The lock runs from the last wrong try, not from the first one of the window.
      await tx
        .update(rateLimitCounters)
        .set({ windowStartedAt: sql`now()` })
        .where(eq(rateLimitCounters.key, key));
      return { locked: PIN_LOCK_MINUTES, left: 0 };
    }
    return { locked: null, left: PIN_LIMIT.max - wrong };
  });
  if ('missing' in verdict) throw conflict(messages.pinMissing);
  if ('ok' in verdict) return;
  if (verdict.locked !== null) throw tooManyRequests(pinLockedMessage(verdict.locked));
  throw unprocessable({ [field]: [pinTriesLeftMessage(verdict.left)] });
}

/** POST wallet/reset-pin: the old PIN (counted like any PIN try) for a new one. */
export async function resetPin(
  db: Db,
  secrets: PinSecrets,
  userId: number,
  oldPin: string,
  newPin: string,
): Promise<void> {
  if (oldPin === newPin) throw unprocessable({ new_pin: [messages.pinSameAsOld] });
  await checkPin(db, secrets, userId, oldPin, 'old_pin');
  const pinHash = hashPin(secrets, newPin);
  await db.update(walletPins).set({ pinHash, updatedAt: new Date() }).where(eq(walletPins.userId, userId));
}

/**
 * "Forgot PIN" (ADR 0073): a new PIN without the old one, once a link mailed to the account's email
 * proved its owner (identity checks the link, in `tx`). Creates the PIN when there is none, and ends a
 * lock from wrong tries: whoever reads that inbox could reset the password as well.
 */
export async function setPinFromMailedLink(
  tx: Tx,
  secrets: PinSecrets,
  userId: number,
  newPin: string,
): Promise<void> {
  const pinHash = hashPin(secrets, newPin);
  await tx
    .insert(walletPins)
    .values({ userId, pinHash })
    .onConflictDoUpdate({ target: walletPins.userId, set: { pinHash, updatedAt: sql`now()` } });
  await forget(tx, attemptsKey(userId));
}

/**
 * A PIN last written before the account's email was verified was chosen by whoever signed the address
 * up, not proven to be its owner (ADR 0073): identity drops it at the first verification and at a
 * password reset, inside its transaction (the account's row is locked there).
 */
export async function forgetPinSetBeforeVerification(tx: Tx, userId: number): Promise<void> {
  await tx
    .delete(walletPins)
    .where(
      and(
        eq(walletPins.userId, userId),
        sql`${walletPins.updatedAt} < coalesce((select ${users.emailVerifiedAt} from ${users} where ${users.id} = ${userId}), 'infinity')`,
      ),
    );
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { emailTokens, users } from '../../db/tables/identity.ts';

export type EmailTokenPurpose = 'verify' | 'reset' | 'pin_reset';

/** A verify link lives a day (mail can be slow to arrive); a reset link an hour, a PIN link too. */
const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60,
  reset: 60 * 60,
  pin_reset: 60 * 60,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh 256-bit link token. Earlier unused tokens of the same purpose stop working, so only the
 * newest mail's link opens. Only the hash is stored.
 */
export async function issueEmailToken(
  db: Executor,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashOf(token),
    expiresAt: sql`now() + ${`${EMAIL_TOKEN_TTL_SECONDS[purpose]} seconds`}::interval`,
  });
  return token;
}

/**
 * Marks the token used and answers its user, or null when it is unknown, expired, already used, or
 * (with `ofUser`) someone else's. The account's row is locked first, as a sign-up that replaces an
 * unverified account's password locks it before it retires the old links (ADR 0073): so a link is
 * never honoured for a password it was not sent for, and the two lock in the same order. The token
 * itself is spent by one conditional UPDATE, so two requests racing with the same link cannot both
 * succeed. Call it inside a transaction (the lock lasts until it ends).
 */
export async function consumeEmailToken(
  tx: Tx,
  token: string,
  purpose: EmailTokenPurpose,
  ofUser?: number,
): Promise<number | null> {
  const sameToken = and(eq(emailTokens.tokenHash, hashOf(token)), eq(emailTokens.purpose, purpose));
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(emailTokens, eq(emailTokens.userId, users.id))
    .where(sameToken)
    .for('no key update', { of: users });
  if (!owner || (ofUser !== undefined && owner.id !== ofUser)) return null;
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(sameToken, isNull(emailTokens.usedAt), sql`${emailTokens.expiresAt} > now()`))
    .returning({ userId: emailTokens.userId });
  return row ? row.userId : null;
}

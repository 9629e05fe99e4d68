import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens } from '../../db/tables/identity.ts';

export type EmailTokenPurpose = 'verify' | 'reset';

/** A verify link lives a day (mail can be slow to arrive); a reset link an hour. */
const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60,
  reset: 60 * 60,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh 256-bit link token. Earlier unused tokens of the same purpose stop working, so only the
 * newest mail's link opens. Only the hash is stored.
 */
export async function issueEmailToken(db: Db, userId: number, purpose: EmailTokenPurpose): Promise<string> {
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
 * Marks the token used and answers its user, or null when it is unknown, expired or already used.
 * One conditional UPDATE, so two requests racing with the same link cannot both succeed.
 */
export async function consumeEmailToken(db: Db, token: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashOf(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        sql`${emailTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row ? row.userId : null;
}

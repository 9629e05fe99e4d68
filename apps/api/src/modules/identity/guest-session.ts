import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { guestSessions } from '../../db/tables/identity.ts';
import {
  hashPassphrase,
  newPassphrase,
  passphraseMatches,
  signGuestToken,
  verifyGuestToken,
} from './tokens.ts';

/**
 * A guest is a row plus a signed token naming it and a passphrase only the guest's device knows.
 * Both are needed, so a leaked token alone (say, in a log or a shared link) cannot open a guest cart.
 */
export async function startGuestSession(db: Db, secret: Uint8Array) {
  const passphrase = newPassphrase();
  const [row] = await db
    .insert(guestSessions)
    .values({ passphraseHash: hashPassphrase(passphrase) })
    .returning({ id: guestSessions.id, uuid: guestSessions.uuid });
  const token = await signGuestToken(secret, row!.uuid);
  return { token, passphrase, guestSessionId: row!.id };
}

const guestSessionQuery = preparedQuery((db) =>
  db
    .select({ id: guestSessions.id, passphraseHash: guestSessions.passphraseHash })
    .from(guestSessions)
    .where(eq(guestSessions.uuid, sql.placeholder('uuid')))
    .limit(1)
    .prepare('guest_session_by_uuid'),
);

/** The guest session's id when the token is genuine and the passphrase is the one issued with it. */
export async function resolveGuestSession(db: Db, secret: Uint8Array, token: string, passphrase: string) {
  const claims = await verifyGuestToken(secret, token);
  if (!claims) return null;
  const [row] = await guestSessionQuery(db).execute({ uuid: claims.guestId });
  if (!row || !passphraseMatches(passphrase, row.passphraseHash)) return null;
  return { guestSessionId: row.id, guestId: claims.guestId };
}

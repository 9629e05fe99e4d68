import type { SessionUser } from '@oja/contract/identity';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/tables/account.ts';
import type { users } from '../../db/tables/identity.ts';
import { toAddress } from '../account/service.ts';

type UserRow = typeof users.$inferSelect;

/** The user object of a login answer (spec section 3): spend-and-save settings and addresses. */
export async function sessionUserOf(db: Db, user: UserRow): Promise<SessionUser> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, user.id))
    .orderBy(desc(addresses.isPrimary), asc(addresses.id));
  return {
    id: user.id,
    uuid: user.uuid,
    firstname: user.firstname,
    lastname: user.lastname,
    fullname: `${user.firstname} ${user.lastname}`,
    email: user.email,
    phone_number: user.phoneNumber,
    spend_and_save: user.spendAndSave,
    spend_and_save_percentage: user.spendAndSavePercentageBp / 100,
    email_verified: user.emailVerifiedAt !== null,
    addresses: rows.map(toAddress),
  };
}

import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../tables/identity.ts';

/** The demo accounts' password (README lists it): long enough for the 5-30 rule, obviously not real. */
export const DEMO_PASSWORD = 'OjaDemo2024';

/**
 * Demo customers for trying the shop's account states: one ready to shop, one banned, one
 * suspended (both see Contact Support on login) and one that has not verified its email yet.
 */
const DEMO_CUSTOMERS = [
  { firstname: 'Ada', lastname: 'Obi', email: 'ada@oja.test', status: 'active', verified: true },
  { firstname: 'Bayo', lastname: 'Adeyemi', email: 'banned@oja.test', status: 'banned', verified: true },
  { firstname: 'Chika', lastname: 'Eze', email: 'suspended@oja.test', status: 'suspended', verified: true },
  { firstname: 'Musa', lastname: 'Bello', email: 'unverified@oja.test', status: 'active', verified: false },
] as const;

export async function insertDemoCustomers(tx: Db, now: Date): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx
    .insert(users)
    .values(
      DEMO_CUSTOMERS.map((c) => ({
        firstname: c.firstname,
        lastname: c.lastname,
        email: c.email,
        passwordHash,
        status: c.status,
        emailVerifiedAt: c.verified ? now : null,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  return DEMO_CUSTOMERS.length;
}

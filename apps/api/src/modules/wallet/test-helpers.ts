import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/tables/identity.ts';
import { type Headers, newCustomer } from '../cart/test-helpers.ts';
import { creditSpendAndSave, creditWalletFunding, earnSmartCoins } from './postings.ts';

let counter = 0;
/** A reference no other posting in the file uses. */
export const uniqueReference = (label = 'T') => `${label}-${Date.now().toString(36)}-${++counter}`;

/** A signed-in customer (as newCustomer makes one) and their user id, for posting to their wallets. */
export async function walletCustomer(app: FastifyInstance): Promise<{ headers: Headers; userId: number }> {
  const headers = await newCustomer(app);
  return { headers, userId: await userIdOf(app, headers) };
}

/** The user id behind a bearer token's headers. */
export async function userIdOf(app: FastifyInstance, headers: Headers): Promise<number> {
  const token = headers.authorization!.replace(/^Bearer /, '');
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
  };
  const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.uuid, sub));
  return user!.id;
}

/** A customer row with no session, for tests of the ledger alone. */
export async function insertUser(db: Db): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      firstname: 'Chidi',
      lastname: 'Eze',
      email: `${uniqueReference('wallet').toLowerCase()}@example.ng`,
      passwordHash: 'not-a-real-hash',
    })
    .returning({ id: users.id });
  return user!.id;
}

/** Money in the main wallet as a confirmed card funding would put it there. */
export function fundMain(db: Db, userId: number, amountKobo: number) {
  return db.transaction((tx) =>
    creditWalletFunding(tx, {
      reference: uniqueReference('OJA-WF'),
      purpose: 'wallet_funding',
      userId,
      amountKobo,
    }),
  );
}

/** Savings as a paid order's Spend and Save charge would put them there. */
export function fundSavings(db: Db, userId: number, amountKobo: number) {
  return db.transaction((tx) =>
    creditSpendAndSave(tx, { userId, orderReference: uniqueReference('OJA'), amountKobo }),
  );
}

/** Coins as a delivered order would earn them. */
export function fundCoins(db: Db, userId: number, coins: number) {
  return db.transaction((tx) =>
    earnSmartCoins(tx, { userId, orderReference: uniqueReference('OJA'), coins }),
  );
}

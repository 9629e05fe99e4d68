import type { FastifyInstance } from 'fastify';
import { users } from '../../db/tables/identity.ts';
import { signCustomerToken } from '../identity/tokens.ts';

/** Test helpers: a signed-in customer (a user row and its bearer token) and a fresh guest session. */
export async function signedInCustomer(app: FastifyInstance, email: string) {
  const [user] = await app.database.db
    .insert(users)
    .values({ firstname: 'Ada', lastname: 'Obi', email, passwordHash: 'not-used-in-catalog-tests' })
    .returning({ id: users.id, uuid: users.uuid });
  const token = await signCustomerToken(app.config.jwtSecret, user!.uuid, 0);
  return { userId: user!.id, headers: { authorization: `Bearer ${token}` } };
}

export async function guestHeaders(app: FastifyInstance) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/generate-jwt' });
  const { token, passphrase } = res.json().data as { token: string; passphrase: string };
  return { 'x-guest-token': token, 'x-guest-passphrase': passphrase };
}

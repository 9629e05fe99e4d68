import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/tables/identity.ts';
import { startGuestSession } from '../modules/identity/guest-session.ts';
import { signCustomerToken } from '../modules/identity/tokens.ts';
import { createTestDatabase } from '../test/database.ts';
import { errorsPlugin } from './errors.ts';
import { requireCustomer, requireShopper, viewerPlugin } from './viewer.ts';

let database: DatabaseHandle;
let app: FastifyInstance;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  app = Fastify();
  app.decorate('config', config);
  app.decorate('database', database);
  await app.register(errorsPlugin);
  await app.register(viewerPlugin);
  app.get('/whoami', async (request) => request.viewer());
  app.get('/customer-only', async (request) => ({ email: (await requireCustomer(request)).email }));
  app.get('/shopper-only', async (request) => Boolean(await requireShopper(request)));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function newCustomer(email: string) {
  const [user] = await database.db
    .insert(users)
    .values({ firstname: 'Ada', lastname: 'Obi', email, passwordHash: 'x' })
    .returning({ uuid: users.uuid, id: users.id });
  return { ...user!, token: await signCustomerToken(config.jwtSecret, user!.uuid, 0) };
}

describe('who is asking', () => {
  it('knows nobody without credentials, and refuses them where a session is needed', async () => {
    expect((await app.inject('/whoami')).json()).toEqual({});
    expect((await app.inject('/customer-only')).statusCode).toBe(401);
    expect((await app.inject('/shopper-only')).statusCode).toBe(401);
  });

  it('resolves a customer from a valid bearer token', async () => {
    const ada = await newCustomer('ada@oja.test');
    const res = await app.inject({
      url: '/customer-only',
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(res.json()).toEqual({ email: 'ada@oja.test' });
  });

  it('answers 401 for a forged token, a revoked token and a banned customer', async () => {
    const chidi = await newCustomer('chidi@oja.test');
    const forged = await app.inject({ url: '/whoami', headers: { authorization: `Bearer ${chidi.token}x` } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 'error', data: null });

    const { eq } = await import('drizzle-orm');
    await database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, chidi.id));
    expect(
      (await app.inject({ url: '/whoami', headers: { authorization: `Bearer ${chidi.token}` } })).statusCode,
    ).toBe(401);

    const bola = await newCustomer('bola@oja.test');
    await database.db.update(users).set({ status: 'banned' }).where(eq(users.id, bola.id));
    expect(
      (await app.inject({ url: '/whoami', headers: { authorization: `Bearer ${bola.token}` } })).statusCode,
    ).toBe(401);
  });

  it('resolves a guest only with its own passphrase', async () => {
    const a = await startGuestSession(database.db, config.jwtSecret);
    const b = await startGuestSession(database.db, config.jwtSecret);
    const own = await app.inject({
      url: '/whoami',
      headers: { 'x-guest-token': a.token, 'x-guest-passphrase': a.passphrase },
    });
    expect(own.json().guest.guestSessionId).toBe(a.guestSessionId);
    const borrowed = await app.inject({
      url: '/whoami',
      headers: { 'x-guest-token': a.token, 'x-guest-passphrase': b.passphrase },
    });
    expect(borrowed.statusCode).toBe(401);
    const tokenOnly = await app.inject({ url: '/shopper-only', headers: { 'x-guest-token': a.token } });
    expect(tokenOnly.statusCode).toBe(401);
  });

  it('gives both the customer and the guest when both are sent (the cart merge)', async () => {
    const emeka = await newCustomer('emeka@oja.test');
    const guest = await startGuestSession(database.db, config.jwtSecret);
    const res = await app.inject({
      url: '/whoami',
      headers: {
        authorization: `Bearer ${emeka.token}`,
        'x-guest-token': guest.token,
        'x-guest-passphrase': guest.passphrase,
      },
    });
    expect(res.json()).toMatchObject({
      customer: { uuid: emeka.uuid },
      guest: { guestSessionId: guest.guestSessionId },
    });
  });
});

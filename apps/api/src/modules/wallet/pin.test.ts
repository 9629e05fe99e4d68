import { messages } from '@oja/contract/messages';
import { pinLockedMessage, pinTriesLeftMessage } from '@oja/contract/wallet';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPins } from '../../db/tables/wallet.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Headers } from '../cart/test-helpers.ts';
import { checkPin } from './pin.ts';
import { hashPin, type PinSecrets } from './pin-hash.ts';
import { walletCustomer } from './test-helpers.ts';

const createPin = (app: FastifyInstance, headers: Headers, newPin: string) =>
  app.inject({ method: 'POST', url: '/api/v1/wallet/pin', headers, payload: { new_pin: newPin } });

const resetPin = (app: FastifyInstance, headers: Headers, oldPin: string, newPin: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/wallet/reset-pin',
    headers,
    payload: { old_pin: oldPin, new_pin: newPin },
  });

describe('the wallet PIN', () => {
  let shop: TestApp;
  const app = () => shop.app;
  const secrets = () => app().config.pinSecrets;
  beforeAll(async () => {
    shop = await buildTestApp({ seed: false });
  });
  afterAll(async () => shop.close());

  /** Moves a customer's PIN lock window into the past, as if PIN_LOCK_MINUTES had gone by. */
  const letTimePass = (userId: number) =>
    app().database.db.execute(
      sql`update rate_limit_counters set window_started_at = now() - interval '16 minutes' where key = ${`wallet-pin:${userId}`}`,
    );

  it('creates one PIN with the spec message; a second create is 409; isPinAvailable turns true', async () => {
    const { headers } = await walletCustomer(app());
    const created = await createPin(app(), headers, '0042');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'success',
      message: 'PIN created successfully',
      data: { isPinAvailable: true },
    });
    expect(created.headers['cache-control']).toBe('private, no-store');
    const again = await createPin(app(), headers, '5831');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.pinExists);
    for (const url of ['wallet', 'spend-and-save-wallet']) {
      const res = await app().inject({ method: 'GET', url: `/api/v1/${url}`, headers });
      expect(res.json().data.isPinAvailable).toBe(true);
    }
  });

  it('two creates at the same moment: one wins, the other is 409', async () => {
    const { headers } = await walletCustomer(app());
    const [a, b] = await Promise.all([createPin(app(), headers, '1394'), createPin(app(), headers, '5728')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('refuses PINs that are not 4 digits, with the field rule messages', async () => {
    const { headers } = await walletCustomer(app());
    for (const [pin, message] of [
      ['12a4', messages.pinDigits],
      ['12345', messages.pinDigits],
      ['', messages.pinRequired],
    ] as const) {
      const res = await createPin(app(), headers, pin);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.new_pin).toEqual([message]);
    }
    const missing = await app().inject({ method: 'POST', url: '/api/v1/wallet/pin', headers, payload: {} });
    expect(missing.statusCode).toBe(422);
  });

  it('refuses a trivial new PIN on create and reset with the field message; 4831 is taken (issue 54)', async () => {
    const { headers, userId } = await walletCustomer(app());
    for (const trivial of ['0000', '1234']) {
      const res = await createPin(app(), headers, trivial);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ new_pin: [messages.pinTrivial] });
    }
    expect((await createPin(app(), headers, '4831')).statusCode).toBe(201);
    for (const trivial of ['0000', '1234']) {
      const res = await resetPin(app(), headers, '4831', trivial);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ new_pin: [messages.pinTrivial] });
    }
    // Refused by the rule, not counted as a wrong old PIN, and the PIN is unchanged.
    await expect(checkPin(app().database.db, secrets(), userId, '4831')).resolves.toBeUndefined();
    const done = await resetPin(app(), headers, '4831', '2597');
    expect(done.statusCode, done.body).toBe(200);
    await expect(checkPin(app().database.db, secrets(), userId, '2597')).resolves.toBeUndefined();
  });

  it('a trivial PIN set before the rule still pays and can be reset away from', async () => {
    const { headers, userId } = await walletCustomer(app());
    const db = app().database.db;
    await db.insert(walletPins).values({ userId, pinHash: hashPin(secrets(), '1111') });
    await expect(checkPin(db, secrets(), userId, '1111')).resolves.toBeUndefined();
    const res = await resetPin(app(), headers, '1111', '4831');
    expect(res.statusCode, res.body).toBe(200);
    await expect(checkPin(db, secrets(), userId, '4831')).resolves.toBeUndefined();
  });

  it('resets with the right old PIN (spec message); a wrong old PIN is refused and counted', async () => {
    const { headers, userId } = await walletCustomer(app());
    expect((await resetPin(app(), headers, '1394', '5728')).json().message).toBe(messages.pinMissing);
    await createPin(app(), headers, '1394');
    const wrong = await resetPin(app(), headers, '9999', '5728');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ old_pin: [pinTriesLeftMessage(4)] });
    const same = await resetPin(app(), headers, '1394', '1394');
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ new_pin: [messages.pinSameAsOld] });
    const done = await resetPin(app(), headers, '1394', '5728');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: 'PIN reset successfully', data: { isPinAvailable: true } });
    await expect(checkPin(app().database.db, secrets(), userId, '1394')).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(checkPin(app().database.db, secrets(), userId, '5728')).resolves.toBeUndefined();
  });

  it('counts wrong tries, locks after the fifth for 15 minutes (even the right PIN), then opens again', async () => {
    const { headers, userId } = await walletCustomer(app());
    const db = app().database.db;
    await createPin(app(), headers, '2468');
    for (const left of [4, 3, 2, 1]) {
      const res = await checkPin(db, secrets(), userId, '0000').catch((error) => error);
      expect(res).toMatchObject({ statusCode: 422, errors: { pin: [pinTriesLeftMessage(left)] } });
    }
    await expect(checkPin(db, secrets(), userId, '0000')).rejects.toMatchObject({
      statusCode: 429,
      message: pinLockedMessage(15),
    });
    await expect(checkPin(db, secrets(), userId, '2468')).rejects.toMatchObject({ statusCode: 429 });
    const locked = await resetPin(app(), headers, '2468', '1357');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/locked: try again in 1[45] minutes/);
    await letTimePass(userId);
    await expect(checkPin(db, secrets(), userId, '2468')).resolves.toBeUndefined();
  });

  it('a right PIN clears the count of wrong ones', async () => {
    const { headers, userId } = await walletCustomer(app());
    const db = app().database.db;
    await createPin(app(), headers, '1357');
    for (let i = 0; i < 4; i++) await checkPin(db, secrets(), userId, '0000').catch(() => {});
    await checkPin(db, secrets(), userId, '1357');
    await expect(checkPin(db, secrets(), userId, '0000')).rejects.toMatchObject({
      errors: { pin: [pinTriesLeftMessage(4)] },
    });
  });

  it('ten guesses at the same moment: only five are tried before the lock', async () => {
    const { headers, userId } = await walletCustomer(app());
    await createPin(app(), headers, '8642');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        checkPin(app().database.db, secrets(), userId, String(1000 + i)).then(
          () => 200,
          (error: { statusCode: number }) => error.statusCode,
        ),
      ),
    );
    expect(results.filter((code) => code === 422)).toHaveLength(4);
    expect(results.filter((code) => code === 429)).toHaveLength(6);
  });

  it('twenty checks with the right PIN at the same moment all pass (a shopper paying several orders)', async () => {
    const { headers, userId } = await walletCustomer(app());
    await createPin(app(), headers, '8642');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkPin(app().database.db, secrets(), userId, '8642').then(
          () => 200,
          (error: { statusCode: number }) => error.statusCode,
        ),
      ),
    );
    expect(results).toEqual(Array(20).fill(200));
  });

  it("one customer's wrong tries never lock another's PIN", async () => {
    const a = await walletCustomer(app());
    const b = await walletCustomer(app());
    await createPin(app(), a.headers, '1191');
    await createPin(app(), b.headers, '2292');
    for (let i = 0; i < 5; i++)
      await checkPin(app().database.db, secrets(), a.userId, '0000').catch(() => {});
    await expect(checkPin(app().database.db, secrets(), b.userId, '2292')).resolves.toBeUndefined();
    // b's PIN does not open a's wallet.
    await expect(checkPin(app().database.db, secrets(), a.userId, '2292')).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  const storedHash = async (userId: number) => {
    const [row] = await app().database.db.select().from(walletPins).where(eq(walletPins.userId, userId));
    return row!.pinHash;
  };
  const key = (text: string) => new TextEncoder().encode(text.padEnd(32, '.'));
  /** A shop that changed PIN_SECRET: last year's key alone, then this year's with last year's kept. */
  const before: PinSecrets = { current: key('the key of last year'), previous: null };
  const rotated: PinSecrets = { current: key('the key of this year'), previous: before.current };

  it('stores a keyed hash: salted, so one PIN is stored differently for two customers, and useless without the key', async () => {
    const a = await walletCustomer(app());
    const b = await walletCustomer(app());
    await createPin(app(), a.headers, '4381');
    await createPin(app(), b.headers, '4381');
    const [hashA, hashB] = [await storedHash(a.userId), await storedHash(b.userId)];
    expect(hashA).toMatch(/^hmac-sha256\$[\w-]{22}\$[\w-]{43}$/);
    expect(hashA).not.toBe(hashB);
    expect(hashA).not.toContain('4381');
    // The same stored value under any other key (a copy of the database without PIN_SECRET) opens nothing.
    const elsewhere: PinSecrets = { current: key('not the shop key'), previous: null };
    await expect(checkPin(app().database.db, elsewhere, a.userId, '4381')).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(checkPin(app().database.db, secrets(), a.userId, '4381')).resolves.toBeUndefined();
  });

  it('a PIN stored with argon2 (before keyed hashes) still opens the wallet and is then stored under the key', async () => {
    const { userId } = await walletCustomer(app());
    const db = app().database.db;
    await db.insert(walletPins).values({ userId, pinHash: await hashPassword('7531') });
    await expect(checkPin(db, secrets(), userId, '1111')).rejects.toMatchObject({ statusCode: 422 });
    expect(await storedHash(userId)).toMatch(/^\$argon2id\$/);
    await expect(checkPin(db, secrets(), userId, '7531')).resolves.toBeUndefined();
    expect(await storedHash(userId)).toMatch(/^hmac-sha256\$/);
    await expect(checkPin(db, secrets(), userId, '7531')).resolves.toBeUndefined();
    await expect(checkPin(db, secrets(), userId, '1111')).rejects.toMatchObject({ statusCode: 422 });
  });

  it('a new PIN_SECRET: PINs under PIN_SECRET_PREVIOUS still open and move to the new key', async () => {
    const { userId } = await walletCustomer(app());
    const db = app().database.db;
    await db.insert(walletPins).values({ userId, pinHash: hashPin(before, '2580') });
    await expect(checkPin(db, rotated, userId, '0852')).rejects.toMatchObject({ statusCode: 422 });
    await expect(checkPin(db, rotated, userId, '2580')).resolves.toBeUndefined();
    // Moved: the new key alone opens it now, the old one no longer does.
    await expect(checkPin(db, { ...rotated, previous: null }, userId, '2580')).resolves.toBeUndefined();
    await expect(checkPin(db, before, userId, '2580')).rejects.toMatchObject({ statusCode: 422 });
  });

  it('moving an old PIN over never undoes a new PIN written at the same moment (a reset racing a payment)', async () => {
    const { userId } = await walletCustomer(app());
    const db = app().database.db;
    await db.insert(walletPins).values({ userId, pinHash: hashPin(before, '1470') });
    const resetTo = hashPin(rotated, '3690');
    let check: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      // The reset's write holds the row; the check under the old PIN starts meanwhile (on PostgreSQL it
      // reads the old value and waits for the row; on PGlite it runs after this transaction).
      await tx.update(walletPins).set({ pinHash: resetTo }).where(eq(walletPins.userId, userId));
      check = checkPin(db, rotated, userId, '1470').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await check;
    expect(await storedHash(userId)).toBe(resetTo);
    await expect(checkPin(db, rotated, userId, '3690')).resolves.toBeUndefined();
  });
});

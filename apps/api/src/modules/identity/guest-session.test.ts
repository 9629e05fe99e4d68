import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { resolveGuestSession } from './guest-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

async function newGuest() {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/generate-jwt' });
  expect(res.statusCode).toBe(201);
  return res.json().data as { token: string; passphrase: string };
}

describe('POST /generate-jwt', () => {
  it('answers a guest token and a passphrase', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/generate-jwt' });
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(body.data.passphrase.length).toBeGreaterThanOrEqual(32);
  });

  it('gives every guest a different token and passphrase', async () => {
    const [a, b] = await Promise.all([newGuest(), newGuest()]);
    expect(a.token).not.toBe(b.token);
    expect(a.passphrase).not.toBe(b.passphrase);
  });

  it('recognises a guest only with the passphrase issued with its token', async () => {
    const a = await newGuest();
    const b = await newGuest();
    const { db } = t.app.database;
    const secret = t.app.config.jwtSecret;
    expect(await resolveGuestSession(db, secret, a.token, a.passphrase)).toMatchObject({
      guestId: expect.any(String),
    });
    expect(await resolveGuestSession(db, secret, a.token, b.passphrase)).toBeNull();
    expect(await resolveGuestSession(db, secret, `${a.token.slice(0, -2)}xx`, a.passphrase)).toBeNull();
    expect(
      await resolveGuestSession(
        db,
        new TextEncoder().encode('another-secret-another-secret-00'),
        a.token,
        a.passphrase,
      ),
    ).toBeNull();
  });
});

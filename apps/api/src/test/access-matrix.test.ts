import { GUEST_PASSPHRASE_HEADER, GUEST_TOKEN_HEADER } from '@oja/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/tables/identity.ts';
import type { Headers } from '../modules/cart/test-helpers.ts';
import { accessFixtures, type Fixtures, ownerMarkers } from './access-matrix-fixtures.ts';
import { MATRIX, NOT_PERSONAL, type Row } from './access-matrix-rows.ts';
import { apiRoutes, openApiDocument } from './api-routes.ts';
import { buildTestApp, type TestApp } from './app.ts';
import { changedTables, snapshotDatabase } from './db-snapshot.ts';
import { forgedTokens } from './forged-tokens.ts';
import { refusalProblem } from './refusals.ts';

/**
 * The access matrix (issue 15): every route that reads or changes a customer's data, called as its
 * owner, as another customer with the owner's ids, as a guest, as the owner once banned or
 * suspended, and with forged tokens. Only the owner may see or change the owner's data; everyone else
 * is refused in the envelope (404 exactly as for an id that does not exist, 401 for no or a bad
 * session) and changes nothing.
 */
let t: TestApp;
let f: Fixtures;
let markers: string[];
const app = () => t.app;

beforeAll(async () => {
  t = await buildTestApp();
  // The Paystack client reaches the sandbox gateway of this same server over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  f = await accessFixtures(t.app);
  markers = ownerMarkers(f.owner);
}, 240_000);
afterAll(() => t?.close());

const call = (row: Row, headers: Headers) => {
  const body = row.body?.(f);
  return app().inject({
    method: row.route.split(' ')[0] as 'GET',
    url: `/api/v1/${row.url(f)}`,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
};

/** The owner's data found in an answer meant for someone else. */
const leaked = (body: string) => markers.filter((marker) => body.includes(marker));

type Answer = Awaited<ReturnType<typeof call>>;
const failures: string[] = [];

function expectRefused(row: Row, who: string, res: Answer, status: number) {
  const problem = res.statusCode === status ? refusalProblem(res) : `answered ${res.statusCode}`;
  const leaks = leaked(res.body);
  if (problem || leaks.length > 0) {
    failures.push(
      `${row.route} as ${who}: expected ${status}; ${problem ?? ''}${leaks.length ? ` leaked ${leaks.join(', ')}` : ''} ${res.body.slice(0, 200)}`,
    );
  }
}

function expectOwnAnswer(row: Row, who: string, res: Answer, status: number) {
  const leaks = leaked(res.body);
  if (res.statusCode !== status || leaks.length > 0) {
    failures.push(
      `${row.route} as ${who}: expected ${status} with their own data, got ${res.statusCode}${leaks.length ? `, leaked ${leaks.join(', ')}` : ''} ${res.body.slice(0, 200)}`,
    );
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const setOwnerStatus = (status: 'active' | 'banned' | 'suspended') =>
  app().database.db.update(users).set({ status }).where(eq(users.id, f.owner.userId));

describe('the access matrix', () => {
  it("has a row for every route that holds a customer's data, and names every other route", async () => {
    const routes = apiRoutes(await openApiDocument(app())).map((r) => r.key);
    const rows = new Set(MATRIX.map((row) => row.route));
    const missing = routes
      .filter((route) => !rows.has(route) && !(route in NOT_PERSONAL))
      .map((route) => `route ${route} is not in the access matrix (add a row, or name it in NOT_PERSONAL)`);
    const stale = [...rows, ...Object.keys(NOT_PERSONAL)]
      .filter((route) => !routes.includes(route))
      .map((route) => `${route} is in the access matrix but the API has no such route`);
    const both = MATRIX.filter((row) => row.route in NOT_PERSONAL).map(
      (row) => `${row.route} is in both lists`,
    );
    expect([...missing, ...stale, ...both]).toEqual([]);
    expect(rows.size).toBe(MATRIX.length);
  });

  it('refuses everyone but the owner, with no data of the owner and no change to any table', async () => {
    const { owner, other, guest } = f;
    const forged = await forgedTokens(app().config.jwtSecret, owner.uuid, guest[GUEST_TOKEN_HEADER]!);
    const before = await snapshotDatabase(app().database.db);
    failures.length = 0;

    for (const row of MATRIX) {
      if (row.other === 'not found')
        expectRefused(row, 'another customer', await call(row, other.headers), 404);
      expectRefused(row, 'a guest without a session', await call(row, {}), 401);
      if (row.access === 'customer') {
        expectRefused(row, 'a guest session', await call(row, guest), 401);
      } else if (row.other === 'not found') {
        expectRefused(row, 'a guest session', await call(row, guest), 404);
      }
      const wrongPassphrase = { ...guest, [GUEST_PASSPHRASE_HEADER]: 'not-the-passphrase-of-this-guest' };
      expectRefused(row, 'a guest token with the wrong passphrase', await call(row, wrongPassphrase), 401);
      for (const [kind, token] of Object.entries(forged)) {
        expectRefused(row, `a forged token (${kind})`, await call(row, bearer(token)), 401);
      }
    }
    // The spec's banned and suspended customers are refused at login; a token they held before is
    // refused too (401, so the shop clears the session), even on their own data.
    for (const status of ['banned', 'suspended'] as const) {
      await setOwnerStatus(status);
      for (const row of MATRIX) {
        expectRefused(row, `the owner once ${status}`, await call(row, owner.headers), 401);
      }
    }
    await setOwnerStatus('active');

    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshotDatabase(app().database.db))).toEqual([]);
  });

  it("answers the owner with their data, and others (another customer, a guest's cart) with their own", async () => {
    failures.length = 0;
    for (const row of MATRIX) {
      await row.before?.(app(), f);
      const res = await call(row, f.owner.headers);
      const status = row.ownerStatus ?? 200;
      const missing = (row.shows?.(f.owner) ?? []).filter((marker) => !res.body.includes(marker));
      if (res.statusCode !== status || missing.length > 0) {
        failures.push(
          `${row.route} as the owner: expected ${status} showing ${missing.join(', ') || 'their data'}, got ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
      }
      if (row.other === 'own') {
        expectOwnAnswer(row, 'another customer', await call(row, f.other.headers), row.otherStatus ?? 200);
      }
      if (row.access === 'shopper' && row.other === 'own') {
        expectOwnAnswer(row, 'a guest session', await call(row, f.guest), 200);
      }
    }
    expect(failures).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { wallets } from '../../db/tables/wallet.ts';
import { createTestDatabase } from '../../test/database.ts';
import { runOpsOn } from '../../test/ops-cli.ts';
import { ensureWallets } from './accounts.ts';
import { fundMain, insertUser } from './test-helpers.ts';

/** The CLI's commands run in this process on this test's database (src/ops/cli.test.ts tests the shell). */
describe('npm run ops -- wallets verify', () => {
  let database: DatabaseHandle;

  const ops = (...args: string[]) => runOpsOn(database, ...args);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('exits 1 naming a corrupted balance, and 0 once it is fixed', async () => {
    const { db } = database;
    const userId = await insertUser(db);
    await fundMain(db, userId, 40_000);
    const { main } = await ensureWallets(db, userId);
    await db.update(wallets).set({ balanceKobo: 41_000 }).where(eq(wallets.id, main.id));

    const broken = await ops('wallets', 'verify');
    expect(broken.code, broken.err).toBe(1);
    expect(broken.out).toContain('1 difference(s)');
    expect(broken.out).toContain(
      `wallet ${main.id} (user ${userId} main): stored balance 41000, entries sum to 40000`,
    );

    await db.update(wallets).set({ balanceKobo: 40_000 }).where(eq(wallets.id, main.id));
    const fixed = await ops('wallets', 'verify');
    expect(fixed.code, fixed.err).toBe(0);
    expect(fixed.out).toMatch(/checked \d+ wallets, 1 transactions, 2 entries/);
    expect(fixed.out).toContain('ok:');
  });

  it('explains itself, and refuses an unknown command', async () => {
    const help = await ops('--help');
    expect(help.out).toContain('never run this against a PGlite data folder that a running server has open');
    const unknown = await ops('wallets', 'explode');
    expect(unknown.code, unknown.err).toBe(2);
  });
});

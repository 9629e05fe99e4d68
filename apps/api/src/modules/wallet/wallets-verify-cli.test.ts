import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpsDatabase, opsDatabase, runOps } from '../../test/ops-cli.ts';
import { walletsVerify } from '../../test/processes-shopper.ts';
import { ensureWallets } from './accounts.ts';
import { wallets } from './tables.ts';
import { fundMain, insertUser } from './test-helpers.ts';

/**
 * The CLI opens the database itself: on PostgreSQL a throwaway database of this test, on PGlite a data
 * folder this test closes before each run (two processes must never open one PGlite folder).
 */
describe('npm run ops -- wallets verify', () => {
  let shop: OpsDatabase;
  let env: NodeJS.ProcessEnv;

  const open = () => shop.open();
  const release = () => shop.release();

  beforeAll(async () => {
    shop = await opsDatabase('oja-ops-', null);
    env = shop.env;
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('exits 1 naming a corrupted balance, and 0 once it is fixed', async () => {
    const db = (await open()).db;
    const userId = await insertUser(db);
    await fundMain(db, userId, 40_000);
    const { main } = await ensureWallets(db, userId);
    await db.update(wallets).set({ balanceKobo: 41_000 }).where(eq(wallets.id, main.id));
    await release();

    const broken = await walletsVerify(env);
    expect(broken.code, broken.stdout).toBe(1);
    expect(broken.stdout).toContain('1 difference(s)');
    expect(broken.stdout).toContain(
      `wallet ${main.id} (user ${userId} main): stored balance 41000, entries sum to 40000`,
    );

    await (await open()).db.update(wallets).set({ balanceKobo: 40_000 }).where(eq(wallets.id, main.id));
    await release();
    const fixed = await walletsVerify(env);
    expect(fixed.code, fixed.stdout).toBe(0);
    expect(fixed.stdout).toMatch(/checked \d+ wallets, 1 transactions, 2 entries/);
    expect(fixed.stdout).toContain('ok:');
  });

  it('explains itself, and refuses an unknown command', async () => {
    const help = await runOps(env, '--help');
    expect(help.out).toContain('never run this against a PGlite data folder that a running server has open');
    const unknown = await runOps(env, 'wallets', 'explode');
    expect(unknown.code, unknown.out).toBe(2);
  });
});

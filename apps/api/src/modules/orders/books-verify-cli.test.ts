import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpsDatabase, opsDatabase, runOps } from '../../test/ops-cli.ts';
import { ensureWallets, systemWallet } from '../wallet/accounts.ts';
import { postLedgerTransaction } from '../wallet/ledger.ts';
import { insertUser } from '../wallet/test-helpers.ts';

/**
 * The CLI opens the database itself: on PostgreSQL a throwaway database of this test, on PGlite a data
 * folder this test closes before each run (two processes must never open one PGlite folder).
 */
describe('npm run ops -- books verify', () => {
  let shop: OpsDatabase;

  beforeAll(async () => {
    shop = await opsDatabase('oja-ops-books-', null);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('exits 0 on books that hold, and 1 naming the order of money paid out for nothing', async () => {
    await shop.release();
    const clean = await runOps(shop.env, 'books', 'verify');
    expect(clean.code, clean.out).toBe(0);
    expect(clean.out).toMatch(/checked 0 orders, 0 payments, \d+ wallets, 0 transactions, 0 entries/);
    expect(clean.out).toContain('ok: the ledger balances and every order, card payment and funding adds up');

    const db = (await shop.open()).db;
    const userId = await insertUser(db);
    await db.transaction(async (tx) => {
      const sales = await systemWallet(tx, 'shop_sales');
      const { main } = await ensureWallets(tx, userId);
      await postLedgerTransaction(tx, {
        reference: 'order:OJA-FORGED01:refund',
        kind: 'refund',
        description: 'Forged in a test',
        legs: [
          { walletId: sales.id, amountKobo: -5_000 },
          { walletId: main.id, amountKobo: 5_000 },
        ],
      });
    });
    await shop.release();

    const broken = await runOps(shop.env, 'books', 'verify');
    expect(broken.code, broken.out).toBe(1);
    expect(broken.out).toContain('2 difference(s):');
    expect(broken.out).toContain(
      'order OJA-FORGED01 does not exist, yet its ledger moved kobo: paid 0, back 5000',
    );
    expect(broken.out).toContain('shop_sales is below zero: its entries sum to -5000');
    expect(broken.out).toContain('orders at fault: OJA-FORGED01');
  });

  it('exits 2 when the database has no ledger yet, and is in the help', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'oja-ops-books-empty-'));
    try {
      const env = { PATH: process.env.PATH, HOME: process.env.HOME, OJA_DATA_DIR: empty };
      const unmigrated = await runOps(env, 'books', 'verify');
      expect(unmigrated.code, unmigrated.out).toBe(2);
      expect(unmigrated.out).toContain('no wallet ledger yet');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
    const help = await runOps(shop.env, '--help');
    expect(help.out).toContain('books verify');
  });
});

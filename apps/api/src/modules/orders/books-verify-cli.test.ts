import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { runOpsOn } from '../../test/ops-cli.ts';
import { ensureWallets, systemWallet } from '../wallet/accounts.ts';
import { postLedgerTransaction } from '../wallet/ledger.ts';
import { insertUser } from '../wallet/test-helpers.ts';

/** The CLI's commands run in this process on this test's database (src/ops/cli.test.ts tests the shell). */
describe('npm run ops -- books verify', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('exits 0 on books that hold, and 1 naming the order of money paid out for nothing', async () => {
    const clean = await runOpsOn(database, 'books', 'verify');
    expect(clean.code, clean.err).toBe(0);
    expect(clean.out).toMatch(/checked 0 orders, 0 payments, \d+ wallets, 0 transactions, 0 entries/);
    expect(clean.out).toContain('ok: the ledger balances and every order, card payment and funding adds up');

    const { db } = database;
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

    const broken = await runOpsOn(database, 'books', 'verify');
    expect(broken.code, broken.err).toBe(1);
    expect(broken.out).toContain('2 difference(s):');
    expect(broken.out).toContain(
      'order OJA-FORGED01 does not exist, yet its ledger moved kobo: paid 0, back 5000',
    );
    expect(broken.out).toContain('shop_sales is below zero: its entries sum to -5000');
    expect(broken.out).toContain('orders at fault: OJA-FORGED01');
  });

  it('exits 2 when the database has no ledger yet, and is in the help', async () => {
    // What the command looks for is the ledger's table: hidden for a moment, as in a database the
    // server has not migrated yet (a second, unmigrated database would cost a PGlite start).
    await database.db.execute(sql`alter table ledger_transactions rename to ledger_transactions_hidden`);
    try {
      const refused = await runOpsOn(database, 'books', 'verify');
      expect(refused.code, refused.out).toBe(2);
      expect(refused.err).toContain('no wallet ledger yet');
    } finally {
      await database.db.execute(sql`alter table ledger_transactions_hidden rename to ledger_transactions`);
    }
    const help = await runOpsOn(database, '--help');
    expect(help.out).toContain('books verify');
  });
});

import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { booksHold, describeBooksDifference, ordersAtFault, verifyBooks } from '../modules/orders/books.ts';
import { describeDifference, verifyWallets } from '../modules/wallet/verify.ts';

/**
 * `wallets verify` and `books verify` (cli.ts): read-only proofs of the ledger and of the books, each
 * answering the process exit code: 0 when they hold, 1 with the differences, 2 when they cannot run.
 */

const CANNOT_CHECK = 2;

/** The server's database with its ledger, or null (said on stderr) when it has none yet. */
async function openLedger(): Promise<DatabaseHandle | null> {
  // No JWT secret is needed to read the ledger: the override keeps loadConfig from creating one.
  const config = loadConfig(process.env, { jwtSecret: new Uint8Array(32) });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`database: ${where}`);
  const { rows } = await handle.db.execute<{ ledger: string | null }>(
    sql`select to_regclass('public.ledger_transactions')::text as ledger`,
  );
  if (rows[0]?.ledger) return handle;
  console.error('This database has no wallet ledger yet: the server migrates it when it starts.');
  await handle.close();
  return null;
}

export async function walletsVerify(): Promise<number> {
  const handle = await openLedger();
  if (!handle) return CANNOT_CHECK;
  try {
    const report = await verifyWallets(handle.db);
    console.log(
      `checked ${report.wallets} wallets, ${report.transactions} transactions, ${report.entries} entries`,
    );
    if (report.differences.length === 0) {
      console.log('ok: every balance equals the sum of its entries and every transaction sums to zero');
      return 0;
    }
    console.log(`${report.differences.length} difference(s):`);
    for (const difference of report.differences) console.log(`  ${describeDifference(difference)}`);
    return 1;
  } finally {
    await handle.close();
  }
}

export async function booksVerify(): Promise<number> {
  const handle = await openLedger();
  if (!handle) return CANNOT_CHECK;
  try {
    const report = await verifyBooks(handle.db);
    const { wallets } = report;
    console.log(
      `checked ${report.orders} orders, ${report.payments} payments, ${wallets.wallets} wallets, ` +
        `${wallets.transactions} transactions, ${wallets.entries} entries; shop_sales ${report.shopSalesKobo} kobo`,
    );
    if (booksHold(report)) {
      console.log('ok: the ledger balances and every order, card payment and funding adds up');
      return 0;
    }
    console.log(`${report.differences.length + wallets.differences.length} difference(s):`);
    for (const difference of wallets.differences) console.log(`  ${describeDifference(difference)}`);
    for (const difference of report.differences) console.log(`  ${describeBooksDifference(difference)}`);
    const faulty = ordersAtFault(report);
    if (faulty.length > 0) console.log(`orders at fault: ${faulty.join(' ')}`);
    return 1;
  } finally {
    await handle.close();
  }
}

import { sql } from 'drizzle-orm';
import { booksHold, describeBooksDifference, ordersAtFault, verifyBooks } from '../modules/orders/books.ts';
import { describeDifference, verifyWallets } from '../modules/wallet/verify.ts';
import type { OpsDatabase, OpsIo } from './io.ts';

/**
 * `wallets verify` and `books verify` (commands.ts): read-only proofs of the ledger and of the books, each
 * answering the process exit code: 0 when they hold, 1 with the differences, 2 when they cannot run.
 */

const CANNOT_CHECK = 2;

/** The database with its ledger, or null (said on err) when it has none yet. */
async function openLedger(io: OpsIo): Promise<OpsDatabase | null> {
  const database = await io.open();
  io.out(`database: ${database.where}`);
  let ledger: string | null | undefined;
  try {
    const { rows } = await database.handle.db.execute<{ ledger: string | null }>(
      sql`select to_regclass('public.ledger_transactions')::text as ledger`,
    );
    ledger = rows[0]?.ledger;
  } catch (error) {
    await database.close();
    throw error;
  }
  if (ledger) return database;
  io.err('This database has no wallet ledger yet: the server migrates it when it starts.');
  await database.close();
  return null;
}

export async function walletsVerify(io: OpsIo): Promise<number> {
  const database = await openLedger(io);
  if (!database) return CANNOT_CHECK;
  try {
    const report = await verifyWallets(database.handle.db);
    io.out(
      `checked ${report.wallets} wallets, ${report.transactions} transactions, ${report.entries} entries`,
    );
    if (report.differences.length === 0) {
      io.out('ok: every balance equals the sum of its entries and every transaction sums to zero');
      return 0;
    }
    io.out(`${report.differences.length} difference(s):`);
    for (const difference of report.differences) io.out(`  ${describeDifference(difference)}`);
    return 1;
  } finally {
    await database.close();
  }
}

export async function booksVerify(io: OpsIo): Promise<number> {
  const database = await openLedger(io);
  if (!database) return CANNOT_CHECK;
  try {
    const report = await verifyBooks(database.handle.db);
    const { wallets } = report;
    io.out(
      `checked ${report.orders} orders, ${report.payments} payments, ${wallets.wallets} wallets, ` +
        `${wallets.transactions} transactions, ${wallets.entries} entries; shop_sales ${report.shopSalesKobo} kobo`,
    );
    const owed = report.refundsOwed.filter((row) => row.count > 0);
    if (owed.length > 0) {
      const total = owed.reduce((sum, row) => sum + row.kobo, 0);
      const parts = owed.map((row) => `${row.count} ${row.status} (${row.kobo} kobo)`).join(', ');
      io.out(`card refunds still owed to customers: ${total} kobo: ${parts}; see refunds list`);
    }
    if (booksHold(report)) {
      io.out('ok: the ledger balances and every order, card payment and funding adds up');
      return 0;
    }
    io.out(`${report.differences.length + wallets.differences.length} difference(s):`);
    for (const difference of wallets.differences) io.out(`  ${describeDifference(difference)}`);
    for (const difference of report.differences) io.out(`  ${describeBooksDifference(difference)}`);
    const faulty = ordersAtFault(report);
    if (faulty.length > 0) io.out(`orders at fault: ${faulty.join(' ')}`);
    return 1;
  } finally {
    await database.close();
  }
}

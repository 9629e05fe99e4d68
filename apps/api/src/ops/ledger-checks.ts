import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { createPaystackClient, PAYSTACK_API_URL, SANDBOX_SECRET_KEY } from '../integrations/paystack.ts';
import { booksHold, describeBooksDifference, ordersAtFault, verifyBooks } from '../modules/orders/books.ts';
import {
  describeGatewayDifference,
  type GatewayVerify,
  reconcileSettlements,
} from '../modules/orders/books-gateway.ts';
import { describeDifference, verifyWallets } from '../modules/wallet/verify.ts';
import { sandboxGatewayOn } from '../sandbox/paystack/lookup.ts';
import type { OpsDatabase, OpsIo } from './io.ts';

/**
 * `wallets verify` and `books verify` (commands.ts): read-only proofs of the ledger and of the books (the
 * books with the gateway's word on every recent settlement, ADR 0070), each answering the process exit
 * code: 0 when they hold, 1 with the differences, 2 when they cannot run or the gateway cannot be asked.
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

/** Settlements are asked about over this many days unless `--days` says otherwise. */
export const BOOKS_GATEWAY_DAYS = 7;

/**
 * Who answers for the gateway: Paystack with PAYSTACK_SECRET_KEY (or PAYSTACK_BASE_URL), else the
 * sandbox gateway's own records in this same database (the server need not be running).
 */
function settlementsGateway(io: OpsIo, database: OpsDatabase): { gateway: GatewayVerify; where: string } {
  const config = loadConfig(io.env, { jwtSecret: new Uint8Array(32) });
  const key = config.paystackSecretKey;
  if (key || config.paystackBaseUrl) {
    const baseUrl = config.paystackBaseUrl ?? PAYSTACK_API_URL;
    return {
      gateway: createPaystackClient({ baseUrl, secretKey: key ?? SANDBOX_SECRET_KEY, timeoutMs: 15_000 }),
      where: baseUrl,
    };
  }
  return { gateway: sandboxGatewayOn(database.handle.db), where: 'the sandbox gateway in this database' };
}

export async function booksVerify(io: OpsIo, daysText?: string): Promise<number> {
  const days = daysText === undefined ? BOOKS_GATEWAY_DAYS : Number(daysText);
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    io.err('books verify: --days is a whole number of days from 1 to 3650.');
    return CANNOT_CHECK;
  }
  const database = await openLedger(io);
  if (!database) return CANNOT_CHECK;
  try {
    const held = await booksOnly(io, database);
    const { gateway, where } = settlementsGateway(io, database);
    const asked = await reconcileSettlements(database.handle.db, gateway, { days });
    io.out(
      `gateway (${where}): asked about ${asked.checked} settled card payments and fundings of the last ${days} days`,
    );
    if (asked.differences.length > 0) {
      io.out(`${asked.differences.length} settled here that the gateway does not bear out:`);
      for (const difference of asked.differences) io.out(`  ${describeGatewayDifference(difference)}`);
      io.out(`payments at fault: ${asked.differences.map((d) => d.paymentReference).join(' ')}`);
    }
    if (!held || asked.differences.length > 0) return 1;
    if (asked.unasked.length > 0) {
      io.err(
        `could not ask the gateway about ${asked.unasked.length} settlement(s) (${asked.unasked[0]!.reason}): ` +
          `not proven; run it again`,
      );
      return CANNOT_CHECK;
    }
    io.out('ok: every settlement of the window is one the gateway reports, for its amount and currency');
    return 0;
  } finally {
    await database.close();
  }
}

/** The books' own checks (books.ts): whether they hold, the differences said. */
async function booksOnly(io: OpsIo, database: OpsDatabase): Promise<boolean> {
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
    return true;
  }
  io.out(`${report.differences.length + wallets.differences.length} difference(s):`);
  for (const difference of wallets.differences) io.out(`  ${describeDifference(difference)}`);
  for (const difference of report.differences) io.out(`  ${describeBooksDifference(difference)}`);
  const faulty = ordersAtFault(report);
  if (faulty.length > 0) io.out(`orders at fault: ${faulty.join(' ')}`);
  return false;
}

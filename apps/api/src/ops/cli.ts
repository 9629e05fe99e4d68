// npm run ops -- <command>: operator commands against the database the server is configured with.
import { parseArgs } from 'node:util';
import { ORDER_STATUSES, type OrderStatus } from '@oja/contract/constants';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { HttpError } from '../lib/http-errors.ts';
import {
  affiliateReport,
  formatAffiliateReport,
  type ReportRange,
  rangeProblem,
  reportAsJson,
} from '../modules/engagement/affiliate-report.ts';
import { advanceOrder } from '../modules/orders/lifecycle.ts';
import { describeDifference, verifyWallets } from '../modules/wallet/verify.ts';

const HELP = `Usage: npm run ops -- <command>

Commands:
  wallets verify   Prove the wallet ledger: every stored balance equals the sum of its entries,
                   every transaction sums to zero, every balance_after chain holds.
                   Prints a summary; exits 1 on any difference, 0 when the ledger is consistent,
                   2 when it cannot check (no database, not migrated).
  affiliates report [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]
                   Per affiliate code: clicks, orders with a line added through the code, paid
                   orders and the value of the code's lines in them (naira), cancelled orders.
                   Days are Lagos days, both bounds included; without them, everything.
  order advance <reference> <status> [--package <package reference>] [--note <text>]
                   Move a paid order (every package that can make the move, or one package) to
                   shipped, delivery_stocked, out_for_delivery, delivered or returns, along the
                   lifecycle of ADR 0008: a status event and a notification for the customer;
                   delivered earns the order's Smart Coins once. Exits 1 with the reason when
                   the move is not allowed or the order does not exist, 2 on a usage error.

The database is the one the server uses: DATABASE_URL (PostgreSQL), else the PGlite data folder
OJA_DATA_DIR (default .data). Nothing is migrated; only order advance writes.

WARNING: never run this against a PGlite data folder that a running server has open (stop the
server first). PGlite is one process per folder; two processes on it can corrupt the data.
With DATABASE_URL it is safe to run while servers are running.`;

const USAGE_ERROR = 2;

/** The server's database, read only; no JWT secret is needed to read it. */
async function openServerDatabase(): Promise<{ handle: DatabaseHandle; where: string }> {
  const config = loadConfig(process.env, { jwtSecret: new Uint8Array(32) });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  return { handle, where };
}

async function affiliatesReport(range: ReportRange, json: boolean): Promise<number> {
  const problem = rangeProblem(range);
  if (problem) {
    console.error(problem);
    return USAGE_ERROR;
  }
  const { handle, where } = await openServerDatabase();
  try {
    const { rows } = await handle.db.execute<{ clicks: string | null }>(
      sql`select to_regclass('public.affiliate_clicks')::text as clicks`,
    );
    if (!rows[0]?.clicks) {
      console.error('This database has no affiliate tables yet: the server migrates it when it starts.');
      return USAGE_ERROR;
    }
    const report = await affiliateReport(handle.db, range);
    if (json) console.log(JSON.stringify(reportAsJson(report), null, 2));
    else console.log(`database: ${where}\n${formatAffiliateReport(report, range)}`);
    return 0;
  } finally {
    await handle.close();
  }
}

async function walletsVerify(): Promise<number> {
  // No JWT secret is needed to read the ledger: the override keeps loadConfig from creating one.
  const config = loadConfig(process.env, { jwtSecret: new Uint8Array(32) });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  try {
    console.log(`database: ${where}`);
    const { rows } = await handle.db.execute<{ ledger: string | null }>(
      sql`select to_regclass('public.ledger_transactions')::text as ledger`,
    );
    if (!rows[0]?.ledger) {
      console.error('This database has no wallet ledger yet: the server migrates it when it starts.');
      return USAGE_ERROR;
    }
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

async function orderAdvance(
  reference: string | undefined,
  status: string | undefined,
  options: { package?: string; note?: string },
): Promise<number> {
  if (!reference || !status) {
    console.error(`order advance needs a reference and a status.\n\n${HELP}`);
    return USAGE_ERROR;
  }
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) {
    console.error(`Unknown status '${status}'. Statuses: ${ORDER_STATUSES.join(', ')}.`);
    return USAGE_ERROR;
  }
  const config = loadConfig(process.env, { jwtSecret: new Uint8Array(32) });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const moved = await advanceOrder({ db: handle.db, rates: config }, reference, status as OrderStatus, {
      ...(options.note ? { note: options.note } : {}),
      ...(options.package ? { packageReference: options.package } : {}),
    });
    const coins = moved.coinsEarned > 0 ? `; ${moved.coinsEarned} Smart Coins earned` : '';
    console.log(
      `${moved.reference}: ${moved.moved.join(', ')} now ${status}; the order is ${moved.status}${coins}`,
    );
    return 0;
  } catch (error) {
    // A refused move (409) or an unknown order (404): the reason, as the API would answer it.
    if (error instanceof HttpError) {
      console.error(`${reference}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
      package: { type: 'string' },
      note: { type: 'string' },
    },
  });
  const command = positionals.join(' ');
  if (values.help || command === '' || command === 'help') {
    console.log(HELP);
    return values.help || command === 'help' ? 0 : USAGE_ERROR;
  }
  if (command === 'wallets verify') return walletsVerify();
  if (positionals[0] === 'order' && positionals[1] === 'advance' && positionals.length <= 4) {
    return orderAdvance(positionals[2], positionals[3], values);
  }
  if (command === 'affiliates report') {
    return affiliatesReport({ from: values.from, to: values.to }, values.json ?? false);
  }
  console.error(`Unknown command '${command}'.\n\n${HELP}`);
  return USAGE_ERROR;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // Drizzle wraps the driver's error; its cause says what went wrong (no connection, no table).
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  console.error(`${error instanceof Error ? error.message : String(error)}${cause}`);
  process.exitCode = USAGE_ERROR;
}

// The commands of `npm run ops -- <command>` (cli.ts is the shell), run in the world an OpsIo gives them.
import { parseArgs } from 'node:util';
import { ORDER_STATUSES, type OrderStatus } from '@oja/contract/constants';
import { formatDateTime } from '@oja/contract/dates';
import { formatNaira, nairaToKobo } from '@oja/contract/money';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { HttpError } from '../lib/http-errors.ts';
import {
  changeProductPrice,
  findProductByReference,
  restockProduct,
} from '../modules/catalog/price-stock.ts';
import { sendSavedItemAlerts } from '../modules/catalog/price-stock-alerts.ts';
import {
  affiliateReport,
  formatAffiliateReport,
  type ReportRange,
  rangeProblem,
  reportAsJson,
} from '../modules/engagement/affiliate-report.ts';
import { advanceOrder } from '../modules/orders/lifecycle.ts';
import { MAX_REFUND_ATTEMPTS } from '../modules/payments/refunds.ts';
import { recentRefusals } from '../modules/payments/refusals.ts';
import type { OpsIo } from './io.ts';
import { booksVerify, walletsVerify } from './ledger-checks.ts';
import { refundsList, refundsRetry } from './refund-commands.ts';

const MAX_RESTOCK = 1_000_000;

const HELP = `Usage: npm run ops -- <command>

Commands:
  wallets verify   Prove the wallet ledger: every stored balance equals the sum of its entries,
                   every transaction sums to zero, every balance_after chain holds.
                   Prints a summary; exits 1 on any difference, 0 when the ledger is consistent,
                   2 when it cannot check (no database, not migrated).
  books verify [--days N]
                   Prove the shop keeps what it is owed and no more: wallets verify, then for every
                   order what the customer got back (savings, wallet and card refunds) against
                   what they paid (card and wallet), all of it once cancelled, the total less its
                   Spend and Save charge while live and paid; shop_sales (summed from its entries)
                   never below zero; every captured card payment belongs to a live paid order or
                   has a refund; every card funding of a wallet credited once, nothing else.
                   Then asks the gateway (verify) about every card payment and funding settled
                   or changed in the last N days (default 7): each must be one the gateway
                   reports successful for its amount and currency (ADR 0070). Paystack with
                   PAYSTACK_SECRET_KEY, else the sandbox gateway's records in this database.
                   Exits 1 listing the orders and payments at fault, 0 when the books hold, 2
                   when it cannot check (or the gateway cannot be asked). Read only.
  payments refused [--days N] [--json]
                   What Paystack said that the shop refused to act on (ADR 36): a signed
                   charge.success whose status is not success or whose amount or currency is not
                   the payment's, a verify answer of another amount or currency. Newest first, the
                   last 7 days by default; times in Lagos time. Read only.
  refunds list     Card refunds the gateway has not processed (ADR 0035): each with its order,
                   payment, amount, why, its state (sending, pending, failed, needs-attention),
                   the gateway's reason and what happens next; OPERATOR marks the ones that wait
                   for a person (failed ${MAX_REFUND_ATTEMPTS} times, or held for bank details). Read only.
  refunds retry <id>
                   Send failed refund <id> to the gateway again (one more try past the automatic
                   ones), asking the gateway first whether it already holds one for the payment.
                   Talks to Paystack with PAYSTACK_SECRET_KEY, else to the sandbox of the server
                   at PUBLIC_URL. Exits 1 when the refund is not failed or the gateway refuses.
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
  product price <product uuid or slug> <naira>
                   Set a product's selling price (naira, at most 2 decimals, more than 0). A lower
                   price notifies every customer who saved the product, once; the crossed-out price
                   follows a new price above it.
  product restock <product uuid or slug> <quantity>
                   Put that many more units on sale (1 to ${MAX_RESTOCK.toLocaleString('en-US')}). A product back from sold out
                   notifies every customer who saved it. Both exit 1 when the product does not
                   exist, 2 on a usage error.

The database is the one the server uses: DATABASE_URL (PostgreSQL), else the PGlite data folder
OJA_DATA_DIR (default .data). Nothing is migrated; only order advance, product price/restock and
refunds retry write.

WARNING: never run this against a PGlite data folder that a running server has open (stop the
server first). PGlite is one process per folder; two processes on it can corrupt the data.
With DATABASE_URL it is safe to run while servers are running.`;

const USAGE_ERROR = 2;

async function affiliatesReport(io: OpsIo, range: ReportRange, json: boolean): Promise<number> {
  const problem = rangeProblem(range);
  if (problem) {
    io.err(problem);
    return USAGE_ERROR;
  }
  const { handle, where, close } = await io.open();
  try {
    const { rows } = await handle.db.execute<{ clicks: string | null }>(
      sql`select to_regclass('public.affiliate_clicks')::text as clicks`,
    );
    if (!rows[0]?.clicks) {
      io.err('This database has no affiliate tables yet: the server migrates it when it starts.');
      return USAGE_ERROR;
    }
    const report = await affiliateReport(handle.db, range);
    if (json) io.out(JSON.stringify(reportAsJson(report), null, 2));
    else io.out(`database: ${where}\n${formatAffiliateReport(report, range)}`);
    return 0;
  } finally {
    await close();
  }
}

const REFUSAL_DAYS = 7;

async function paymentsRefused(io: OpsIo, daysText: string | undefined, json: boolean): Promise<number> {
  const days = daysText === undefined ? REFUSAL_DAYS : Number(daysText);
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    io.err('payments refused: --days is a whole number of days from 1 to 3650.');
    return USAGE_ERROR;
  }
  const { handle, where, close } = await io.open();
  try {
    const rows = await recentRefusals(handle.db, days);
    if (json) {
      io.out(JSON.stringify(rows, null, 2));
      return 0;
    }
    io.out(`database: ${where}`);
    if (rows.length === 0) {
      io.out(`No refused payment data in the last ${days} days.`);
      return 0;
    }
    for (const row of rows) {
      const times = row.seen === 1 ? '' : ` (${row.seen} times, first ${formatDateTime(row.createdAt)})`;
      io.out(`${formatDateTime(row.lastSeenAt)}  ${row.reference}  ${row.source}: ${row.reason}${times}`);
    }
    io.out(`${rows.length} refused; times are Lagos time. The reconciliation verifies each payment again.`);
    return 0;
  } finally {
    await close();
  }
}

async function orderAdvance(
  io: OpsIo,
  reference: string | undefined,
  status: string | undefined,
  options: { package?: string; note?: string },
): Promise<number> {
  if (!reference || !status) {
    io.err(`order advance needs a reference and a status.\n\n${HELP}`);
    return USAGE_ERROR;
  }
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) {
    io.err(`Unknown status '${status}'. Statuses: ${ORDER_STATUSES.join(', ')}.`);
    return USAGE_ERROR;
  }
  // No JWT secret is needed to move an order: the override keeps loadConfig from creating one.
  const config = loadConfig(io.env, { jwtSecret: new Uint8Array(32) });
  const { handle, close } = await io.open();
  try {
    const moved = await advanceOrder({ db: handle.db, rates: config }, reference, status as OrderStatus, {
      ...(options.note ? { note: options.note } : {}),
      ...(options.package ? { packageReference: options.package } : {}),
    });
    const coins = moved.coinsEarned > 0 ? `; ${moved.coinsEarned} Smart Coins earned` : '';
    io.out(
      `${moved.reference}: ${moved.moved.join(', ')} now ${status}; the order is ${moved.status}${coins}`,
    );
    return 0;
  } catch (error) {
    // A refused move (409) or an unknown order (404): the reason, as the API would answer it.
    if (error instanceof HttpError) {
      io.err(`${reference}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await close();
  }
}

// What an operator types, checked before the database is opened.
const productReference = z
  .string({ error: 'Name the product by its uuid or its slug.' })
  .trim()
  .min(1, 'Name the product by its uuid or its slug.')
  .max(200, 'A product uuid or slug is at most 200 characters.');
const productPriceArgs = z.object({
  product: productReference,
  // Typed in naira, checked as kobo.
  price: z
    .string({ error: 'Give the new price in naira, e.g. 15000 or 12499.50.' })
    .trim()
    .regex(
      /^\d{1,12}(\.\d{1,2})?$/,
      'Write the price in naira with at most 2 decimals (and 12 digits before the point), e.g. 15000 or 12499.50.',
    )
    .transform((naira) => nairaToKobo(naira))
    .refine((kobo) => kobo > 0, 'A price must be more than ₦0.'),
});
const productRestockArgs = z.object({
  product: productReference,
  quantity: z
    .string({ error: 'Give the number of units to add, e.g. 10.' })
    .trim()
    .regex(/^\d{1,7}$/, 'The quantity is a whole number of units, e.g. 10.')
    .transform(Number)
    .refine(
      (units) => units >= 1 && units <= MAX_RESTOCK,
      `The quantity is from 1 to ${MAX_RESTOCK.toLocaleString('en-US')} units.`,
    ),
});

/** The checked arguments, or the reasons (one line per field) and a usage exit. */
function parseOrExplain<T extends z.ZodType>(
  io: OpsIo,
  schema: T,
  command: string,
  input: unknown,
): z.output<T> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const reasons = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  io.err(`${command}: ${reasons.length === 1 ? 'this is' : 'these are'} not right:\n${reasons.join('\n')}`);
  return null;
}

const saversTold = (count: number) =>
  count === 1 ? '1 customer who saved it was notified' : `${count} customers who saved it were notified`;

/** product price | product restock: through the catalogue's one path, which notifies the savers. */
async function productChange(io: OpsIo, action: 'price' | 'restock', args: string[]): Promise<number> {
  const command = `product ${action}`;
  if (args.length > 2) {
    io.err(`${command} takes a product and ${action === 'price' ? 'a price' : 'a quantity'}.\n\n${HELP}`);
    return USAGE_ERROR;
  }
  const [product, amount] = args;
  const checked =
    action === 'price'
      ? parseOrExplain(io, productPriceArgs, command, { product, price: amount })
      : parseOrExplain(io, productRestockArgs, command, { product, quantity: amount });
  if (!checked) return USAGE_ERROR;
  const { handle, close } = await io.open();
  try {
    const change = await handle.db.transaction(async (tx) => {
      const found = await findProductByReference(tx, checked.product);
      if (!found) return null;
      return 'price' in checked
        ? { price: await changeProductPrice(tx, found.id, checked.price) }
        : { stock: await restockProduct(tx, found.id, checked.quantity) };
    });
    // The savers are told by the alert job after the commit (ADR 0074); the command runs it for its
    // product at once, so the operator sees who heard (at most once a day each).
    const productId = change && (change.price ?? change.stock).productId;
    const alerted = change !== null && (change.price ?? change.stock).alerted;
    const notified = alerted && productId ? await sendSavedItemAlerts(handle.db, { productId }) : 0;
    let line: string | null = null;
    if (change?.price) {
      const { price } = change;
      const told = price.alerted ? `price drop: ${saversTold(notified)}` : 'nobody notified';
      line = `${price.name} (${price.slug}): ${formatNaira(price.previousKobo)} -> ${formatNaira(price.priceKobo)}; ${told}`;
    } else if (change?.stock) {
      const { stock } = change;
      const told = stock.alerted
        ? `back in stock: ${saversTold(notified)}`
        : 'still in stock before, nobody notified';
      line = `${stock.name} (${stock.slug}): ${stock.previousQuantity} -> ${stock.quantity} in stock; ${told}`;
    }
    if (line === null) {
      io.err(
        `No product '${checked.product}': name it by its uuid or its slug (the part after /product/ in its address).`,
      );
      return 1;
    }
    io.out(line);
    return 0;
  } finally {
    await close();
  }
}

async function dispatch(argv: string[], io: OpsIo): Promise<number> {
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
      days: { type: 'string' },
    },
  });
  const command = positionals.join(' ');
  if (values.help || command === '' || command === 'help') {
    io.out(HELP);
    return values.help || command === 'help' ? 0 : USAGE_ERROR;
  }
  if (command === 'wallets verify') return walletsVerify(io);
  if (command === 'books verify') return booksVerify(io, values.days);
  if (command === 'payments refused') return paymentsRefused(io, values.days, values.json ?? false);
  if (positionals[0] === 'order' && positionals[1] === 'advance' && positionals.length <= 4) {
    return orderAdvance(io, positionals[2], positionals[3], values);
  }
  if (positionals[0] === 'product' && (positionals[1] === 'price' || positionals[1] === 'restock')) {
    return productChange(io, positionals[1], positionals.slice(2));
  }
  if (command === 'refunds list') return refundsList(io);
  if (positionals[0] === 'refunds' && positionals[1] === 'retry' && positionals.length <= 3) {
    return refundsRetry(io, positionals[2]);
  }
  if (command === 'affiliates report') {
    return affiliatesReport(io, { from: values.from, to: values.to }, values.json ?? false);
  }
  io.err(`Unknown command '${command}'.\n\n${HELP}`);
  return USAGE_ERROR;
}

/**
 * Runs `npm run ops -- <argv>` in `io`'s world and answers its exit code: 0 done, 1 refused or found
 * a difference, 2 a usage error or a command that could not run (what went wrong said on err).
 */
export async function runOpsCommand(argv: string[], io: OpsIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    // Drizzle wraps the driver's error; its cause says what went wrong (no connection, no table).
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    io.err(`${error instanceof Error ? error.message : String(error)}${cause}`);
    return USAGE_ERROR;
  }
}

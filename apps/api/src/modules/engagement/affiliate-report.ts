import { formatNaira, koboToNaira } from '@oja/contract/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type AffiliateRow = {
  affiliate_id: string;
  clicks: number;
  orders: number;
  paid_orders: number;
  /** The affiliate's lines in paid orders, in kobo: what a commission is computed on. */
  paid_value_kobo: number;
  cancelled_orders: number;
};

export type ReportRange = { from?: string; to?: string };

/** Lagos is UTC+1 all year: a day of the report runs from 00:00 to 24:00 Lagos time. */
const lagosMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Checks --from and --to (YYYY-MM-DD, real dates, from not after to); answers a message when wrong. */
export function rangeProblem({ from, to }: ReportRange): string | null {
  for (const [name, day] of [
    ['--from', from],
    ['--to', to],
  ] as const) {
    if (day === undefined) continue;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      return `${name} must be a date as YYYY-MM-DD, got '${day}'.`;
    }
    if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
      return `${name} '${day}' is not a date.`;
  }
  if (from && to && from > to) return `--from ${from} is after --to ${to}.`;
  return null;
}

/**
 * Per affiliate code, from the stored rows: clicks (affiliate_clicks, whatever became of them later:
 * a replaced or expired code was still clicked), orders with at least one line added with the code
 * (order_items.affiliate_id, copied from the cart line at checkout), of those the paid ones
 * (orders.paid_at set) and the value of the code's own lines in them, and the cancelled ones
 * (orders.status cancelled). Clicks count by their day, orders by the day they were placed; both
 * bounds are whole Lagos days and inclusive.
 */
export async function affiliateReport(db: Db, range: ReportRange = {}): Promise<AffiliateRow[]> {
  const start = range.from ? lagosMidnight(range.from) : null;
  const end = range.to ? lagosMidnight(nextDay(range.to)) : null;
  const within = (column: SQL) =>
    sql.join(
      [
        sql`true`,
        ...(start ? [sql`${column} >= ${start.toISOString()}::timestamptz`] : []),
        ...(end ? [sql`${column} < ${end.toISOString()}::timestamptz`] : []),
      ],
      sql` and `,
    );
  const { rows } = await db.execute<{
    affiliate_id: string;
    clicks: string | number;
    orders: string | number;
    paid_orders: string | number;
    paid_value_kobo: string | number;
    cancelled_orders: string | number;
  }>(sql`
    with clicks as (
      select c.affiliate_id, count(*) as clicks
      from affiliate_clicks c
      where ${within(sql`c.created_at`)}
      group by c.affiliate_id
    ),
    lines as (
      select i.affiliate_id, o.id as order_id, o.paid_at, o.status, sum(i.line_total_kobo) as value_kobo
      from order_items i
      join orders o on o.id = i.order_id
      where i.affiliate_id is not null and ${within(sql`o.created_at`)}
      group by i.affiliate_id, o.id, o.paid_at, o.status
    ),
    sales as (
      select affiliate_id,
             count(*) as orders,
             count(*) filter (where paid_at is not null) as paid_orders,
             coalesce(sum(value_kobo) filter (where paid_at is not null), 0) as paid_value_kobo,
             count(*) filter (where status = 'cancelled') as cancelled_orders
      from lines
      group by affiliate_id
    )
    select coalesce(c.affiliate_id, s.affiliate_id) as affiliate_id,
           coalesce(c.clicks, 0) as clicks,
           coalesce(s.orders, 0) as orders,
           coalesce(s.paid_orders, 0) as paid_orders,
           coalesce(s.paid_value_kobo, 0) as paid_value_kobo,
           coalesce(s.cancelled_orders, 0) as cancelled_orders
    from clicks c
    full join sales s on s.affiliate_id = c.affiliate_id
    order by paid_value_kobo desc, clicks desc, affiliate_id`);
  return rows.map((row) => ({
    affiliate_id: row.affiliate_id,
    clicks: Number(row.clicks),
    orders: Number(row.orders),
    paid_orders: Number(row.paid_orders),
    paid_value_kobo: Number(row.paid_value_kobo),
    cancelled_orders: Number(row.cancelled_orders),
  }));
}

/** The report as the operator reads it: one line per affiliate, naira with the naira sign. */
export function formatAffiliateReport(rows: AffiliateRow[], range: ReportRange = {}): string {
  const period = `${range.from ?? 'the beginning'} to ${range.to ?? 'today'} (Lagos days)`;
  if (rows.length === 0) return `No affiliate clicks or orders from ${period}.`;
  const header = ['affiliate', 'clicks', 'orders', 'paid', 'paid value', 'cancelled'];
  const body = rows.map((row) => [
    row.affiliate_id,
    String(row.clicks),
    String(row.orders),
    String(row.paid_orders),
    formatNaira(row.paid_value_kobo),
    String(row.cancelled_orders),
  ]);
  const total = (pick: (row: AffiliateRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const totals = [
    'total',
    String(total((r) => r.clicks)),
    String(total((r) => r.orders)),
    String(total((r) => r.paid_orders)),
    formatNaira(total((r) => r.paid_value_kobo)),
    String(total((r) => r.cancelled_orders)),
  ];
  const table = [header, ...body, totals];
  const widths = header.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [
    `Affiliates from ${period}: paid value is the value of the code's own lines in paid orders.`,
    line(header),
    ...body.map(line),
    line(totals),
  ].join('\n');
}

/** For JSON output: the kobo figure also as naira (GUIDE section 3). */
export const reportAsJson = (rows: AffiliateRow[]) =>
  rows.map(({ paid_value_kobo, ...row }) => ({ ...row, paid_value: koboToNaira(paid_value_kobo) }));

// npm run seed -- [--reset] [--products N]
// Opens the database the server would use (DATABASE_URL, else PGlite in OJA_DATA_DIR), migrates and seeds.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedDatabase } from './index.ts';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    products: { type: 'string' },
  },
});
const products = values.products === undefined ? 2_400 : Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a positive whole number, got ${values.products}`);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(repoRoot, process.env.OJA_DATA_DIR || '.data');
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const handle = await openDatabase({ databaseUrl, dataDir });
console.log(
  `database: ${handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`,
);

try {
  if (values.reset) {
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`drop schema public cascade`);
    await handle.db.execute(sql`create schema public`);
    console.log('reset: dropped every table');
  }
  await migrateDatabase(handle);
  console.log(`migrated (${seconds()} s)`);

  const { rows } = await handle.db.execute<{ seeded: boolean }>(
    sql`select exists (select 1 from categories) as seeded`,
  );
  const existing = rows[0];
  if (existing?.seeded) {
    console.log('already seeded; nothing to do (use --reset to start again)');
  } else {
    let lastReport = 0;
    const summary = await seedDatabase(handle.db, {
      products,
      onProgress(done, total) {
        if (done === total || performance.now() - lastReport > 5_000) {
          lastReport = performance.now();
          console.log(
            `  products ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds()} s)`,
          );
        }
      },
    });
    console.log(
      `seeded ${summary.products.toLocaleString('en-US')} products, ${summary.categories} categories, ` +
        `${summary.vendors} vendors, ${summary.reviews} reviews, ${summary.campaigns} campaigns, ` +
        `${summary.promotions} promotions in ${(summary.ms / 1000).toFixed(1)} s`,
    );
  }
  console.log(`done in ${seconds()} s`);
} finally {
  await handle.close();
}

import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDatabase } from './seed/index.ts';

const h = await openDatabase({ databaseUrl: process.env.URL });
let t = performance.now();
await migrateDatabase(h);
console.log('migrate', performance.now() - t);
t = performance.now();
console.log(
  await seedDatabase(h.db, {
    products: Number(process.env.N ?? 2400),
    now: new Date('2025-11-20T12:00:00Z'),
  }),
);
const r = await h.db.execute(
  `select id, name, selling_price_kobo, actual_price_kobo, colors, sizes, total_views, search from products order by id limit 5`,
);
console.log(r.rows);
await h.close();

import { openDatabase } from './db/client.ts';
import { mainStore } from './modules/catalog/home.ts';
import { listProducts } from './modules/catalog/listing.ts';
import { mainStoreAnswer } from '@oja/contract/catalog';
import { envelope } from '@oja/contract/envelope';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const db = database.db;
async function time(label: string, n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(`${label}: wall ${(t / n).toFixed(3)} ms, cpu ${((c.user + c.system) / 1000 / n).toFixed(3)} ms (user ${(c.user/1000/n).toFixed(3)} sys ${(c.system/1000/n).toFixed(3)})`);
}
await time('select 1', 300, () => db.execute('select 1' as never));
await time('mainStore', 300, () => mainStore(db, {}));
const ans = await mainStore(db, {});
const schema = envelope(mainStoreAnswer);
await time('zod encode+stringify', 2000, async () => JSON.stringify(schema.encode({ status: 'success', message: 'ok', data: ans } as never)));
await time('stringify', 2000, async () => JSON.stringify(ans));
await time('listProducts', 300, () => listProducts(db, {}, { page: 1, perPage: 20 }));
await database.close();

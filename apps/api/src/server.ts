import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';

const config = loadConfig();
const started = performance.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const seeded = await seedIfEmpty(database.db, {
  products: config.seedProducts,
  demoCustomers: config.env !== 'production',
});

const app = await buildApp({ config, database });
app.log.info(
  { engine: database.engine, seeded, ms: Math.round(performance.now() - started) },
  seeded ? 'database created and seeded' : 'database ready',
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let the ones in flight finish, then close the database last.
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(timer);
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
console.log(`\n  Oja is open at http://localhost:${(app.server.address() as { port: number }).port}\n`);

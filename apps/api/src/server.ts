import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { isLoopbackAddress } from './lib/loopback.ts';
import { UNTRUSTED_PROXY_WARNING } from './plugins/proxy-warning.ts';

const config = loadConfig();

/** Migrates and (outside production, or when empty) seeds the database; says whether it seeded. */
async function prepareDatabase(database: Awaited<ReturnType<typeof openDatabase>>) {
  await migrateDatabase(database);
  return seedIfEmpty(database.db, {
    products: config.seedProducts,
    demoCustomers: config.env !== 'production',
  });
}

/** One API process: opens the database, serves the shop on the port, closes cleanly on a signal. */
async function serve(config: Config, prepared: boolean) {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = prepared ? false : await prepareDatabase(database);

  const app = await buildApp({ config, database });
  app.log.info(
    { engine: database.engine, seeded, ms: Math.round(performance.now() - started) },
    seeded ? 'database created and seeded' : 'database ready',
  );
  // A production shop listening on loopback only is reached through a proxy on this host; without
  // TRUST_PROXY each per-IP limit is then one limit for everyone. Said at start; the first forwarded
  // request says it again (plugins/proxy-warning.ts).
  if (config.env === 'production' && config.trustProxyHops === 0 && isLoopbackHost(config.host))
    app.log.warn({ host: config.host }, UNTRUSTED_PROXY_WARNING);

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
  return (app.server.address() as { port: number }).port;
}

function isLoopbackHost(host: string) {
  return host === 'localhost' || isLoopbackAddress(host);
}

const opened = (port: number) => {
  const local = isLoopbackHost(config.host);
  const everywhere = ['0.0.0.0', '::'].includes(config.host);
  const host =
    local || everywhere ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const reach = local
    ? 'from this machine only (HOST=0.0.0.0 opens it to the network)'
    : `on HOST ${config.host}`;
  const standIns =
    config.devStandIns && config.env !== 'production'
      ? '\n  The dev mailbox and the Paystack sandbox answer this machine only, never through a proxy (OJA_DEV_STANDINS=0 removes them)'
      : '';
  console.log(`\n  Oja is open at http://${host}:${port}, ${reach}${standIns}\n`);
  // Under `npm start` (scripts/keep-running.mjs): it now counts as started, and is restarted if it dies.
  if (process.send) {
    process.send({ type: 'oja:listening', port });
    process.channel?.unref();
  }
};

/**
 * OJA_WORKERS above 1 (PostgreSQL only, checked by loadConfig): this process prepares the database
 * once, then starts that many API processes on the same port; the kernel hands each new connection to
 * the next one (node:cluster's round robin). They start one after another; one that fails to start
 * stops the whole (exit 1), one that dies later is replaced; a signal stops them all.
 */
async function supervise(config: Config) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  let stopping = false;
  // One after another: each worker makes its job queues as it starts, which deadlocks between processes
  // (retried in plugins/jobs.ts); in turn, no worker waits on that retry and the logs stay in order.
  let started = 0;
  const startWorker = () =>
    cluster.fork().once('listening', (address) => {
      started += 1;
      if (started < config.workers) startWorker();
      else if (started === config.workers) opened(address.port);
    });
  startWorker();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (started < config.workers) {
      // It could not start: the others would not either (configuration, database). Say so and stop.
      console.error(`API process ${worker.process.pid} failed to start (${signal ?? code})`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(`API process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    startWorker();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => process.exit(1), 12_000).unref();
    });
  }
}

if (config.workers > 1 && cluster.isPrimary) await supervise(config);
else {
  const port = await serve(config, cluster.isWorker);
  if (cluster.isPrimary) opened(port);
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Tx } from '../db/client.ts';
import { plainSqlOn } from '../db/prepared.ts';

/**
 * Background jobs live in PostgreSQL (pg-boss, schema `pgboss`), on either engine: a job written in
 * the same transaction as the order it belongs to survives crashes and restarts, and any API process
 * on the database may run it once it is due.
 */
export type JobHandler<Data> = (data: Data) => Promise<void>;

export interface Jobs {
  /** Queues a job inside `tx`: it exists exactly when the transaction commits. */
  sendInTransaction(tx: Tx, queue: string, data: object, options: { startAfter: Date }): Promise<void>;
  /** Runs `handler` for each due job of `queue` in this process, once the server listens. */
  work<Data>(queue: string, handler: JobHandler<Data>): Promise<void>;
  /**
   * Queues a job of `queue` at each time of `cron` (UTC), once the server listens. The schedule is a
   * row in the database, so one job is queued per time whatever the number of processes.
   */
  schedule(queue: string, cron: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Waits a little longer on each attempt, with jitter so that racing processes come apart. */
const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));

/** Runs `run` again (after `cleanUp`) when it fails with one of `codes`, up to `attempts` times in all. */
async function retryingOn<T>(
  codes: ReadonlySet<string>,
  attempts: number,
  run: () => Promise<T>,
  cleanUp?: () => Promise<unknown>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= attempts || !code || !codes.has(code)) throw error;
      await cleanUp?.().catch(() => undefined);
      await backOff(attempt);
    }
  }
}

/**
 * pg-boss creates its schema on the first start on a database. Processes started at the same moment
 * on a new database race there, and pg-boss lets some of those races through as errors (a
 * `duplicate key` on pg_namespace or pg_type, error 23505, or a `42P06`/`42710` "already exists"):
 * the loser then simply starts again, on a fresh instance, and finds the schema made.
 */
const CREATION_RACE = new Set(['23505', '42P06', '42710', '42P07']);

export async function startWithCreationRetry(make: () => PgBoss, attempts = 4): Promise<PgBoss> {
  let boss = make();
  await retryingOn(
    CREATION_RACE,
    attempts,
    async () => {
      await boss.start();
    },
    async () => {
      await boss.stop({ graceful: false, wait: false });
      boss = make();
    },
  );
  return boss;
}

/**
 * A queue is a partition of pg-boss's job table, made by one `create_queue` statement that does
 * nothing when the queue exists. Processes that make queues at the same moment (several instances
 * starting together) deadlock in it, and PostgreSQL aborts one of them (40P01); the statement is
 * atomic, so the loser simply runs it again.
 */
const DEADLOCK = new Set(['40P01']);

export function createQueueRetrying(boss: PgBoss, queue: string, attempts = 6): Promise<void> {
  return retryingOn(DEADLOCK, attempts, () => boss.createQueue(queue));
}

export const jobsPlugin = fp(async (app: FastifyInstance, opts: { pollingSeconds?: number }) => {
  const boss = await startWithCreationRetry(() => {
    const instance = new PgBoss({
      db: app.database.sql,
      schema: 'pgboss',
      // Maintenance (archiving, expiring stuck jobs) and the clock of cron schedules run in every
      // process; pg-boss lets one of them at a time queue a schedule's job. Schedules are hourly at
      // most, so the due ones are moved to their queues every 30 s rather than pg-boss's 5 s.
      supervise: true,
      schedule: true,
      cronWorkerIntervalSeconds: 30,
    });
    instance.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    return instance;
  });
  const created = new Set<string>();
  async function ensureQueue(queue: string) {
    if (created.has(queue)) return;
    await createQueueRetrying(boss, queue);
    created.add(queue);
  }

  const jobs: Jobs = {
    async sendInTransaction(tx, queue, data, { startAfter }) {
      // pg-boss's insert runs on the transaction's own connection, so the job commits with it.
      const db = plainSqlOn(tx);
      // A few retries with a pause: a job that fails (database busy) runs again rather than never.
      await boss.send(queue, data, { startAfter, db, retryLimit: 5, retryDelay: 10, retryBackoff: true });
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      workers.push({ queue, handler: handler as JobHandler<unknown> });
      if (listening) await startWorker(workers[workers.length - 1]!);
    },
    async schedule(queue, cron) {
      await ensureQueue(queue);
      schedules.push({ queue, cron });
      if (listening) await boss.schedule(queue, cron);
    },
  };
  const schedules: Array<{ queue: string; cron: string }> = [];
  const workers: Array<{ queue: string; handler: JobHandler<unknown> }> = [];
  let listening = false;
  async function startWorker({ queue, handler }: (typeof workers)[number]) {
    await boss.work(queue, { pollingIntervalSeconds: opts.pollingSeconds ?? 2 }, async (batch) => {
      for (const job of batch) {
        try {
          await handler(job.data);
        } catch (error) {
          // pg-boss retries it; the log says why it failed.
          app.log.error({ err: error, queue, job: job.id }, 'job failed');
          throw error;
        }
      }
    });
  }
  // Jobs start once the server listens: a job may call this server's own sandbox gateway over HTTP,
  // and a process that only builds the app (a test using inject, a seed) runs none.
  app.addHook('onListen', async () => {
    listening = true;
    for (const worker of workers) await startWorker(worker);
    for (const { queue, cron } of schedules) await boss.schedule(queue, cron);
  });
  app.decorate('jobs', jobs);
  // Before the database closes: stop fetching, let a running job finish.
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 5000 });
  });
});

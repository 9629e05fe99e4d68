import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Tx } from '../modules/cart/lock.ts';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** pg-boss writes `$1`-style SQL; inside a Drizzle transaction it must run on that transaction. */
function drizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = values[Number(match[1]) - 1];
    // Plain objects travel as JSON text; both drivers then cast them to jsonb as the SQL asks.
    const param =
      value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
    chunks.push(sql`${param ?? null}`);
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

export const jobsPlugin = fp(async (app: FastifyInstance, opts: { pollingSeconds?: number }) => {
  const boss = new PgBoss({
    db: app.database.sql,
    schema: 'pgboss',
    // Maintenance (archiving, expiring stuck jobs) runs in every process; cron schedules are not used.
    supervise: true,
    schedule: false,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  async function ensureQueue(queue: string) {
    if (created.has(queue)) return;
    await boss.createQueue(queue);
    created.add(queue);
  }

  const jobs: Jobs = {
    async sendInTransaction(tx, queue, data, { startAfter }) {
      const db = {
        executeSql: async (text: string, values: unknown[] = []) => ({
          rows: (await tx.execute(drizzleSql(text, values))).rows as unknown[],
        }),
      };
      // A few retries with a pause: a job that fails (database busy) runs again rather than never.
      await boss.send(queue, data, { startAfter, db, retryLimit: 5, retryDelay: 10, retryBackoff: true });
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      workers.push({ queue, handler: handler as JobHandler<unknown> });
      if (listening) await startWorker(workers[workers.length - 1]!);
    },
  };
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
  });
  app.decorate('jobs', jobs);
  // Before the database closes: stop fetching, let a running job finish.
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 5000 });
  });
});

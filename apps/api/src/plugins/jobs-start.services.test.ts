import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { createQueueRetrying, startWithCreationRetry } from './jobs.ts';

/*
 * Several API processes started at once on a database that has never run pg-boss race to create its
 * schema. Every one of them must start (the loser retries); none may exit.
 */
const ATTEMPTS = Number(process.env.JOBS_START_ATTEMPTS ?? 4);

describe('the job queue on a new database', () => {
  it('starts in four processes at the same moment, three new databases in a row', async () => {
    for (let round = 0; round < 3; round++) {
      const database = await createTestDatabase();
      try {
        const started = await Promise.allSettled(
          Array.from({ length: 4 }, () =>
            startWithCreationRetry(() => new PgBoss({ db: database.sql, schema: 'pgboss' }), ATTEMPTS),
          ),
        );
        const failures = started.flatMap((result) =>
          result.status === 'rejected' ? [String(result.reason)] : [],
        );
        for (const result of started)
          if (result.status === 'fulfilled') await result.value.stop({ graceful: false, wait: true });
        expect(failures).toEqual([]);
        const [row] = (await database.sql.executeSql('select count(*)::int as n from pgboss.version', []))
          .rows as { n: number }[];
        expect(row?.n).toBe(1);
      } finally {
        await database.close();
      }
    }
  }, 120_000);

  it('makes the same queues from four processes at the same moment, each once (they deadlock without the retry)', async () => {
    const database = await createTestDatabase();
    const bosses: PgBoss[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        bosses.push(await startWithCreationRetry(() => new PgBoss({ db: database.sql, schema: 'pgboss' })));
      }
      const queues = Array.from({ length: 12 }, (_, i) => `queue-${i}`);
      // As API processes starting together do: each makes every queue it works on, in the same order.
      const made = await Promise.allSettled(
        bosses.map(async (boss) => {
          for (const queue of queues) await createQueueRetrying(boss, queue);
        }),
      );
      expect(made.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))).toEqual(
        [],
      );
      const { rows } = await database.sql.executeSql(
        "select name from pgboss.queue where name like 'queue-%' order by name",
        [],
      );
      expect((rows as { name: string }[]).map((row) => row.name)).toEqual([...queues].sort());
    } finally {
      for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
      await database.close();
    }
  }, 120_000);
});

import type { SqlExecutor } from '../apps/api/src/db/client.ts';
import { cpuTimeMs } from './proc.ts';

/** Tags the API's connections so their PostgreSQL backends can be told from the bench's and the sandbox's. */
export function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

export type PostgresCpu = {
  /** Starts counting: the backends' CPU time from now on. */
  start(): Promise<void>;
  /** Stops counting and gives the CPU time, in ms, the backends spent since start(). */
  stop(): Promise<number>;
};

/** How often the backends are looked up while a scenario runs (one that closes keeps its last reading). */
const POLL_MS = 250;

/**
 * The CPU time of the PostgreSQL backends serving the connections named `applicationName` (the API's
 * pool): PostgreSQL's own time per request, read from /proc like the API's, so a saving on one side
 * is not a cost moved to the other. The server has no pg_stat_statements (it is not in
 * shared_preload_libraries, and the machine's PostgreSQL is left as it is); backend CPU also counts
 * parsing, planning and the protocol, which that view does not. It needs the bench on the same
 * machine as PostgreSQL (and allowed to read its processes' /proc files). Background processes (WAL
 * writer, checkpointer) are not counted.
 */
export function postgresCpu(sql: SqlExecutor, applicationName: string): PostgresCpu {
  /** Per backend: its CPU time when first seen (0 for a backend that opened after start) and its latest. */
  let seen = new Map<number, { first: number; last: number }>();
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> = Promise.resolve();
  const backends = async () =>
    (
      (
        await sql.executeSql('select pid from pg_stat_activity where application_name = $1', [
          applicationName,
        ])
      ).rows as { pid: number }[]
    ).map((row) => Number(row.pid));
  const read = async (opening: boolean) => {
    for (const pid of await backends()) {
      const now = cpuTimeMs(pid);
      if (now === null) continue;
      const known = seen.get(pid);
      if (known) known.last = now;
      else seen.set(pid, { first: opening ? now : 0, last: now });
    }
  };
  return {
    async start() {
      seen = new Map();
      await read(true);
      timer = setInterval(() => {
        polling = polling.then(() => read(false)).catch(() => {});
      }, POLL_MS);
    },
    async stop() {
      if (timer) clearInterval(timer);
      await polling;
      await read(false);
      let total = 0;
      for (const { first, last } of seen.values()) total += last - first;
      return total;
    },
  };
}

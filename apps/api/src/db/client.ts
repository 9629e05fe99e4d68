import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { makePrivate } from '../lib/private-folder.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

// What both drivers' raw results share: `db.execute<Row>(sql)` gives `{ rows: Row[] }` on either engine.
export interface RawResult<Row> {
  rows: Row[];
}
export interface OjaQueryResultHKT extends PgQueryResultHKT {
  type: RawResult<this['row']>;
}

// Both drivers' databases are PgDatabase subclasses; services take this type so they run on either.
export type Db = PgDatabase<OjaQueryResultHKT, Schema>;
/** The transaction `db.transaction` hands its callback: what a function that must run inside one takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: for reads and writes that run alone or inside the caller's transaction. */
export type Executor = Db | Tx;

export type Engine = 'pglite' | 'postgres';

/** Plain SQL with $1.. parameters, for libraries that bring their own SQL (the pg-boss job queue). */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  sql: SqlExecutor;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** PGlite in memory, starting from a copy of a data folder dumped with `dumpPgliteDataDir` (tests' templates). */
  pgliteDump?: Blob;
}

// PGlite is a single connection over one data folder: a second instance in this process would fight
// the first for the folder's files, so the open one is remembered until closed.
const openPgliteDirs = new Set<string>();

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir ?? 'memory://', opts.pgliteDump);
}

/** The whole data folder of an open PGlite database, uncompressed: `openDatabase({ pgliteDump })` copies it. */
export function dumpPgliteDataDir(handle: DatabaseHandle): Promise<Blob> {
  if (handle.engine !== 'pglite') throw new Error('only an embedded PGlite database can be dumped');
  return (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}

/** How long a request waits for a connection (pool full or server gone) before it is refused. */
const CONNECT_TIMEOUT_MS = 5_000;

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', () => {});
  // Nor may a checked-out one (a transaction between two statements when PostgreSQL restarts): pg
  // would emit 'error' with no listener, which throws. Its running query fails instead, and the pool
  // drops it on release because it is no longer queryable.
  pool.on('connect', (client) => client.on('error', () => {}));
  nameStatements(pool);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    engine: 'postgres',
    sql: { executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }) },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** How many different statements each connection may keep prepared (the rest are parsed each time). */
export const NAMED_STATEMENT_LIMIT = 250;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Longer texts (the seed's batch inserts) are not worth keeping prepared. */
const NAMED_STATEMENT_MAX_LENGTH = 8_000;

/**
 * Every query drizzle sends is parsed and planned by PostgreSQL each time, which costs more than
 * running most of ours (a card list: 0.2 ms to run, 0.5-1.5 ms to parse and plan). Giving each
 * statement text a name makes node-postgres prepare it once per connection and then only bind and
 * execute it; PostgreSQL switches a statement to a generic plan after five runs when that plan is
 * no worse. The name is a hash of the text, so one name always means one text. Texts beyond
 * NAMED_STATEMENT_LIMIT (lists of ids of every length, say) stay unnamed so a connection's prepared
 * statements stay bounded. Behind PgBouncer in transaction mode this needs its
 * `max_prepared_statements` (docs/scaling.md).
 */
function nameStatements(pool: pg.Pool) {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (
      name === undefined &&
      names.size < NAMED_STATEMENT_LIMIT &&
      text.length <= NAMED_STATEMENT_MAX_LENGTH &&
      PREPARABLE.test(text) &&
      !text.includes(';')
    ) {
      name = `oja_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      if (typeof config === 'object' && config !== null && !('submit' in config)) {
        const { text, name } = config as { text?: unknown; name?: unknown };
        const named = typeof text === 'string' && name === undefined ? nameOf(text) : undefined;
        if (named) return query({ ...config, name: named }, ...rest);
      } else if (typeof config === 'string') {
        // `query(text, values?, callback?)`: SQL sent as plain text (pg-boss's, through plainSqlOn).
        const named = nameOf(config);
        const [values, ...after] = Array.isArray(rest[0]) ? rest : [undefined, ...rest];
        if (named) return query({ text: config, values, name: named }, ...after);
      }
      return query(config, ...rest);
    }) as typeof client.query;
  });
}

async function openPglite(dataDir: string, dump?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    if (openPgliteDirs.has(dataDir)) throw new Error(`PGlite data folder ${dataDir} is already open`);
    // Private before PGlite reads it (an older folder may be open to everyone) and again once it has
    // written initdb's files, which it makes 0666: any local user could otherwise corrupt the shop.
    makePrivate(dataDir);
    openPgliteDirs.add(dataDir);
  }
  try {
    // Loaded only here: a server on PostgreSQL never holds the embedded engine's code.
    const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
    ]);
    const client = await PGlite.create(inMemory ? undefined : dataDir, {
      extensions: { pg_trgm },
      ...(dump ? { loadDataDir: dump } : {}),
    });
    if (!inMemory) makePrivate(dataDir);
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    let closed = false;
    return {
      db,
      engine: 'pglite',
      sql: {
        // Without parameters a text may hold several statements, which only exec() runs.
        async executeSql(text, values) {
          if (!values || values.length === 0) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
          return { rows: (await client.query(text, values)).rows };
        },
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          openPgliteDirs.delete(dataDir);
        }
      },
    };
  } catch (error) {
    openPgliteDirs.delete(dataDir);
    throw error;
  }
}

// Connection failures (as opposed to a bad query): refused or reset sockets, PostgreSQL shutting
// down or starting up (57P01-57P03), connection exceptions (class 08), too many connections.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Whether an error (or one it wraps, as Drizzle wraps the driver's) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(57P0[123]|08...)$/.test(code)))
      return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** Deadlock detected, serialization failure: PostgreSQL rolled the transaction back and it may be run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

function isRetryableConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

/** How often a transaction that met a deadlock or a serialization failure is run again. */
const TRANSACTION_ATTEMPTS = 4;

/**
 * Runs a money or stock transaction, again (up to TRANSACTION_ATTEMPTS in all, after a short random
 * pause) when PostgreSQL rolled it back for a deadlock or a serialization failure. Every such
 * transaction locks in one order (ADR 0027), so this is a safety net, never an answer of 500.
 * `work` must be safe to run again: it is, since a rolled-back attempt left nothing behind.
 */
export async function transactionWithRetry<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

import { stdSerializers } from 'pino';

/**
 * Fields of database errors that carry the values of a query rather than its shape: drizzle's and
 * PGlite's `params`, node-postgres's `parameters`, PostgreSQL's `detail` ("Key (email)=(ada@...)
 * already exists", "Failing row contains (...)") and `where` ("unnamed portal parameter $1 = '...'").
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where']);

/** drizzle writes `Failed query: <sql with $1...>\nparams: <values>`: the SQL stays, the values go. */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;
/** PostgreSQL's data exceptions (SQLSTATE class 22) quote the offending value: `invalid input syntax for type integer: "..."`. */
const QUOTED = /"(?:[^"]|"")*"/g;

function scrubText(text: string, sqlState?: string): string {
  const withoutParams = text.replace(PARAMS_LINE, '\nparams: [redacted]');
  return sqlState?.startsWith('22') ? withoutParams.replace(QUOTED, '"[redacted]"') : withoutParams;
}

type ErrorLike = Record<string, unknown> & { message: string; stack?: unknown; code?: unknown };
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** A copy of the error and its causes without parameter values, keeping its class, code and SQL text. */
function scrubbed(error: unknown, depth: number): unknown {
  if (typeof error === 'string') return scrubText(error);
  if (!isErrorLike(error)) return error;
  if (depth > 5) return { message: '[cause chain cut]' };
  const copy = Object.create(Object.getPrototypeOf(error)) as ErrorLike;
  for (const key of Object.keys(error)) {
    if (!VALUE_FIELDS.has(key)) copy[key] = error[key];
  }
  const sqlState = typeof error.code === 'string' ? error.code : undefined;
  copy.message = scrubText(error.message, sqlState);
  if (typeof error.stack === 'string') {
    copy.stack = scrubText(error.stack.replace(error.message, copy.message), sqlState);
  }
  if (error.cause !== undefined) copy.cause = scrubbed(error.cause, depth + 1);
  if (Array.isArray(error.errors)) copy.errors = error.errors.map((e) => scrubbed(e, depth + 1));
  return copy;
}

/**
 * The `err` serializer of every log line (issue 26): pino's own, on a copy of the error whose SQL
 * parameter values are gone. A failed query is still found by its SQL, SQLSTATE and constraint.
 */
export const errorLogSerializer = (error: unknown) => stdSerializers.err(scrubbed(error, 0) as Error);

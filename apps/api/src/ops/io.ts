import type { DatabaseHandle } from '../db/client.ts';

/**
 * The world an operator command runs in (commands.ts): the shell (cli.ts) hands it the process's
 * environment, console and configured database; a test hands it its own database and collects the lines.
 */
export interface OpsIo {
  /** What loadConfig reads (order advance takes its Smart Coin rates from it). */
  env: NodeJS.ProcessEnv;
  /** A line (or lines) for stdout. */
  out(line: string): void;
  /** A line (or lines) for stderr. */
  err(line: string): void;
  /** The database to work on, asked for only once a command's arguments are checked. */
  open(): Promise<OpsDatabase>;
}

export interface OpsDatabase {
  handle: DatabaseHandle;
  /** Where it is, as the operator is told: 'PostgreSQL (DATABASE_URL)' or 'PGlite in <folder>'. */
  where: string;
  /** Done with it: the shell closes the database; a test keeps its own open. */
  close(): Promise<void>;
}

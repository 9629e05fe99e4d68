// npm run ops -- <command>: operator commands against the database the server is configured with.
// The shell around commands.ts: this process's environment and console, and its configured database.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runOpsCommand } from './commands.ts';
import type { OpsIo } from './io.ts';

const io: OpsIo = {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  /** The server's database: DATABASE_URL, else the PGlite folder OJA_DATA_DIR. */
  async open() {
    // No JWT secret is needed by any command: the override keeps loadConfig from creating one.
    const config = loadConfig(process.env, { jwtSecret: new Uint8Array(32) });
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const where = handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    return { handle, where, close: () => handle.close() };
  },
};

process.exitCode = await runOpsCommand(process.argv.slice(2), io);

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { repoRoot } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { runOpsCommand } from '../ops/commands.ts';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

/**
 * `npm run ops -- ...` as an operator runs it, in a process of its own against `env`'s database: its exit
 * code and output. Slow (a tsx start per call): for the tests of the shell and of several processes.
 */
export async function runOps(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['apps/api/src/ops/cli.ts', ...args], { cwd: repoRoot, env });
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

/** What a command printed on stdout (`out`) and stderr (`err`), and the exit code it answered. */
export interface OpsRun {
  code: number;
  out: string;
  err: string;
}

/**
 * `npm run ops -- ...` run in this process on the test's own database, which stays open for the test:
 * the same commands, output and exit codes as the shell (cli.ts), without a process or a second
 * opening of the database. Checks that the command is done with the database when it answers.
 */
export async function runOpsOn(database: DatabaseHandle, ...args: string[]): Promise<OpsRun> {
  return runOpsWith(database, {}, ...args);
}

/** runOpsOn with an environment of the operator's shell (PAYSTACK_BASE_URL for refunds retry). */
export async function runOpsWith(
  database: DatabaseHandle,
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<OpsRun> {
  const out: string[] = [];
  const err: string[] = [];
  let inUse = 0;
  const code = await runOpsCommand(args, {
    // No settings unless given: loadConfig's defaults, as an operator's plain shell.
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    open: async () => {
      inUse += 1;
      const close = async () => {
        inUse -= 1;
      };
      return { handle: database, where: `the test's database (${database.engine})`, close };
    },
  });
  expect(inUse, `npm run ops -- ${args.join(' ')} left the database open`).toBe(0);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

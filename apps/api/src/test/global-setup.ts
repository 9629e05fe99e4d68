import type { TestProject } from 'vitest/node';
import { templatePrefix, withAdmin } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's template databases on the server (test/database.ts). */
    ojaTestRun: string;
  }
}

/** Gives the run an id for its template databases, and drops them on the server when the run ends. */
export default function setup(project: TestProject) {
  const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  project.provide('ojaTestRun', run);
  return async () => {
    const server = process.env.DATABASE_URL;
    if (project.config.env?.OJA_TEST_ENGINE !== 'postgres' || !server) return;
    await withAdmin(server, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [templatePrefix(run)],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    });
  };
}

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers the contract, the web units and the API on a real database. The API suite
 * runs on embedded PGlite always, and again on PostgreSQL when DATABASE_URL names a server (CI does);
 * the tests of server-backed services (Redis) run with that second suite. The repository's own scripts
 * (scripts/*.mjs, such as the dependency check) have their unit tests in the `scripts` project, and the
 * bench's own figures that are computed, not measured, theirs in `bench`.
 */
const apiOn = (engine: 'pglite' | 'postgres') => ({
  extends: './apps/api/vitest.config.ts',
  root: './apps/api',
  test: {
    name: `api-${engine}`,
    env: { OJA_TEST_ENGINE: engine },
    // *.services.test.ts need this machine's servers (Redis); they run with the PostgreSQL suite.
    exclude: engine === 'postgres' ? [] : ['src/**/*.services.test.ts'],
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on a 2-core machine that is a single worker. The API files
    // wait on their database as much as they compute, so one worker per core keeps both busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      'packages/contract',
      'apps/web',
      apiOn('pglite'),
      ...(process.env.DATABASE_URL ? [apiOn('postgres')] : []),
    ],
  },
});

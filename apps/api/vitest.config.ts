import { defineProject } from 'vitest/config';

// Every test file gets its own database, copied from a template its worker (or, on PostgreSQL, the run)
// built once (src/test/database.ts), so files run in parallel safely. Files share their worker's module
// graph (isolate: false): the app's modules and PGlite's WebAssembly load once per worker, not per file;
// no API test mocks a module.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

import { defineProject } from 'vitest/config';

// Every test file builds its own database, so files run in parallel safely; PGlite needs a little time.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

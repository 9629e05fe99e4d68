import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createTestDatabase } from './database.ts';

export type TestApp = { app: FastifyInstance; close(): Promise<void> };

/**
 * The real app on a fresh database of its own (PGlite, or PostgreSQL when OJA_TEST_ENGINE=postgres):
 * tests talk to it through app.inject, with no network.
 */
export async function buildTestApp(
  opts: { seed?: boolean; products?: number; config?: Partial<Config> } = {},
) {
  const database = await createTestDatabase({ seed: opts.seed ?? true, products: opts.products ?? 300 });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', OJA_MICRO_CACHE_SECONDS: '0' },
    opts.config,
  );
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  } satisfies TestApp;
}

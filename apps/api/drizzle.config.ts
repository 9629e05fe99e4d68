import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are committed SQL applied by src/db/migrate.ts on
// either engine, so no database credentials belong here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
});

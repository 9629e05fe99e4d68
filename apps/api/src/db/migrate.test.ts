import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';

describe('migrations', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('create every table', async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const name of [
      'categories',
      'vendors',
      'brands',
      'products',
      'product_images',
      'product_views',
      'campaigns',
      'promotions',
      'promotion_products',
      'reviews',
      'users',
      'guest_sessions',
      'email_tokens',
      'account_appeals',
      'carts',
      'cart_items',
      'saved_items',
      'addresses',
      'states',
      'cities',
      'couriers',
      'orders',
      'order_items',
      'order_status_events',
      'payments',
      'wallets',
      'wallet_entries',
      'notifications',
      'inbox_messages',
      'newsletter_subscriptions',
      'affiliate_clicks',
      'analytics_events',
    ]) {
      expect(tables).toContain(name);
    }
  });

  it('install pg_trgm and the search indexes', async () => {
    const ext = await database.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(ext.rows).toHaveLength(1);
    const { rows } = await database.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename in ('products', 'search_words')`,
    );
    const indexes = rows.map((r) => r.indexname);
    // The text vector's index, and the trigram index of the name-word vocabulary (ADR 0012).
    expect(indexes).toEqual(expect.arrayContaining(['products_search_idx', 'search_words_word_trgm_idx']));
    expect(indexes).not.toContain('products_name_trgm_idx');
  });

  it('are a no-op the second time', async () => {
    await migrateDatabase(database);
    const { rows } = await database.db.execute<{ n: number | string }>(
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(2);
  });

  it('enforce the constraints the services rely on', async () => {
    await expect(
      database.db.execute(sql`insert into users (firstname, lastname, email, password_hash)
        values ('Ada', 'Obi', 'Ada@Example.com', 'x')`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into carts (user_id, guest_session_id) values (null, null)`),
    ).rejects.toThrow();
  });
});

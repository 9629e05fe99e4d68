-- Custom migration: the trigram index on products.name (next migration) needs pg_trgm. PGlite loads it
-- only when the client passes the pg_trgm extension; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Counted product views update products.total_views (an indexed column, so not a HOT update): each
-- adds the row's words to the GIN pending list, which every search scans in full until a flush. At
-- the default 4 MB (about 13,000 counted views, 491 pages) a typo search took 32.6 ms of PostgreSQL
-- time instead of 14.6 ms. At 64 kB the list stays within 8 pages; a write that fills it merges it.
-- ALTER keeps the index (drizzle-kit would drop and rebuild it: minutes at a million products).
ALTER INDEX "products_search_idx" SET (gin_pending_list_limit = 64);

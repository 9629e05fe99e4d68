CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a name, as search.ts splits a query: lower case, runs of letters and digits.
CREATE FUNCTION "name_words"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower("name"), '[^[:alnum:]]+') AS w WHERE length(w) >= 2
$$;--> statement-breakpoint
-- New products add their words once per statement (a seed of a million rows is one insert per batch).
CREATE FUNCTION "search_words_of_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT "name_words"(a."name") FROM "added" a
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_added"();--> statement-breakpoint
-- A renamed product adds its new words (price and stock updates do not fire it).
CREATE FUNCTION "search_words_of_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word") SELECT "name_words"(NEW."name") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_rename" AFTER UPDATE OF "name" ON "products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "search_words_of_renamed"();--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT "name_words"("name") FROM "products" ON CONFLICT DO NOTHING;

-- ADR 46. The key is added after the backfill: one sorted build instead of fifteen million inserts.
CREATE TABLE "search_postings" (
	"lexeme" text NOT NULL,
	"product_id" integer NOT NULL,
	"impact" smallint NOT NULL
);
--> statement-breakpoint
-- A product's postings: each lexeme of its text vector once, with how strongly it marks the product,
-- weighed as ts_rank weighs the vector's classes (name A 1.0, brand B 0.4, category and description
-- C 0.2): 10, 4 and 2 for each time the word appears there.
CREATE FUNCTION "search_postings_of"("id" integer, "search" tsvector)
RETURNS TABLE ("lexeme" text, "product_id" integer, "impact" smallint) LANGUAGE sql IMMUTABLE AS $$
  SELECT u.lexeme, "id",
    least(32767, (SELECT sum(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 4 WHEN 'C' THEN 2 ELSE 1 END)
                  FROM unnest(u.weights) AS w))::smallint
  FROM unnest("search") AS u
$$;--> statement-breakpoint
-- New products add their postings once per statement (the seed inserts 5,000 products a statement).
CREATE FUNCTION "search_postings_of_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_postings" ("lexeme", "product_id", "impact")
    SELECT s.* FROM "added" a CROSS JOIN LATERAL "search_postings_of"(a."id", a."search") s;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_postings_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "search_postings_of_added"();--> statement-breakpoint
-- A product whose searched text changed replaces its postings (price, stock and view updates do not
-- fire it: they change no column the vector is made of).
CREATE FUNCTION "search_postings_of_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_postings"
    WHERE "lexeme" = ANY (tsvector_to_array(OLD."search")) AND "product_id" = OLD."id";
  INSERT INTO "search_postings" ("lexeme", "product_id", "impact")
    SELECT * FROM "search_postings_of"(NEW."id", NEW."search");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_postings_update" AFTER UPDATE OF "name", "brand_name", "category_name", "description" ON "products"
  FOR EACH ROW WHEN (OLD."search" IS DISTINCT FROM NEW."search") EXECUTE FUNCTION "search_postings_of_changed"();--> statement-breakpoint
-- Deleted products take their postings along (found through the key, by lexeme and id).
CREATE FUNCTION "search_postings_of_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_postings" p
    USING (SELECT r."id", unnest(tsvector_to_array(r."search")) AS "lexeme" FROM "removed" r) g
    WHERE p."lexeme" = g."lexeme" AND p."product_id" = g."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_postings_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "search_postings_of_removed"();--> statement-breakpoint
INSERT INTO "search_postings" ("lexeme", "product_id", "impact")
  SELECT s.* FROM "products" p CROSS JOIN LATERAL "search_postings_of"(p."id", p."search") s;--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_lexeme_product_id_impact_pk" PRIMARY KEY("lexeme","product_id","impact");--> statement-breakpoint
ANALYZE "search_postings";

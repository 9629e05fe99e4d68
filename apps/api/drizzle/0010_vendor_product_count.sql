ALTER TABLE "vendors" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Products added (sign 1) or removed (sign -1) change their vendors' counts once per statement (a
-- seed batch is one); both triggers name their transition table "changed".
CREATE FUNCTION "vendor_counts_of_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vendors" v SET "product_count" = v."product_count" + TG_ARGV[0]::int * c.n
    FROM (SELECT "vendor_id", count(*)::int AS n FROM "changed" GROUP BY "vendor_id") c
    WHERE v."id" = c."vendor_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_vendor_count_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_counts_of_changed"('1');--> statement-breakpoint
CREATE TRIGGER "products_vendor_count_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_counts_of_changed"('-1');--> statement-breakpoint
-- A product moved to another vendor (price and stock updates do not fire it).
CREATE FUNCTION "vendor_counts_of_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vendors" SET "product_count" = "product_count" - 1 WHERE "id" = OLD."vendor_id";
  UPDATE "vendors" SET "product_count" = "product_count" + 1 WHERE "id" = NEW."vendor_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_vendor_count_move" AFTER UPDATE OF "vendor_id" ON "products"
  FOR EACH ROW WHEN (OLD."vendor_id" IS DISTINCT FROM NEW."vendor_id") EXECUTE FUNCTION "vendor_counts_of_moved"();--> statement-breakpoint
UPDATE "vendors" v SET "product_count" = (SELECT count(*) FROM "products" p WHERE p."vendor_id" = v."id");

ALTER TABLE "vendors" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Products added or removed change their vendors' counts once per statement (a seed batch is one).
CREATE FUNCTION "vendor_counts_of_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vendors" v SET "product_count" = v."product_count" + a.n
    FROM (SELECT "vendor_id", count(*)::int AS n FROM "added" GROUP BY "vendor_id") a
    WHERE v."id" = a."vendor_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_vendor_count_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_counts_of_added"();--> statement-breakpoint
CREATE FUNCTION "vendor_counts_of_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vendors" v SET "product_count" = v."product_count" - r.n
    FROM (SELECT "vendor_id", count(*)::int AS n FROM "removed" GROUP BY "vendor_id") r
    WHERE v."id" = r."vendor_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_vendor_count_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_counts_of_removed"();--> statement-breakpoint
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

CREATE INDEX "product_views_viewer_key_created_at_idx" ON "product_views" USING btree ("viewer_key","created_at");--> statement-breakpoint
CREATE INDEX "products_category_id_created_at_id_idx" ON "products" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_vendor_id_created_at_id_idx" ON "products" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_discount_bp_id_idx" ON "products" USING btree ((("actual_price_kobo" - "selling_price_kobo") * 10000 / greatest("actual_price_kobo", 1)),"id");
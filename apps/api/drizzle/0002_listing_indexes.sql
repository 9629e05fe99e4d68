DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_selling_price_idx";--> statement-breakpoint
DROP INDEX "products_total_views_idx";--> statement-breakpoint
DROP INDEX "reviews_product_id_created_at_idx";--> statement-breakpoint
DROP INDEX "inbox_messages_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "notifications_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "saved_items_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "wallet_entries_wallet_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "products_created_at_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_selling_price_id_idx" ON "products" USING btree ("selling_price_kobo","id");--> statement-breakpoint
CREATE INDEX "products_total_views_id_idx" ON "products" USING btree ("total_views","id");--> statement-breakpoint
CREATE INDEX "reviews_product_id_created_at_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_user_id_created_at_idx" ON "inbox_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_items_user_id_created_at_idx" ON "saved_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_wallet_id_created_at_idx" ON "wallet_entries" USING btree ("wallet_id","created_at");
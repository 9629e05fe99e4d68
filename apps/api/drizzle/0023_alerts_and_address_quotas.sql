CREATE TABLE "product_alerts" (
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"previous_price_kobo" bigint,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_alerts_pkey" PRIMARY KEY("product_id","kind"),
	CONSTRAINT "product_alerts_kind_check" CHECK ("product_alerts"."kind" in ('price_drop', 'back_in_stock'))
);
--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "address_day_quotas" (
	"period" text NOT NULL,
	"address_key" text NOT NULL,
	"viewer_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"tracking_rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "address_day_quotas_pkey" PRIMARY KEY("period","address_key")
);
--> statement-breakpoint
CREATE INDEX "affiliate_clicks_created_at_idx" ON "affiliate_clicks" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "product_views_created_at_idx" ON "product_views" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "campaign_views_created_at_idx" ON "campaign_views" USING btree ("created_at");

CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"method" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"gateway_refund_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_refunds_method_check" CHECK ("order_refunds"."method" in ('wallet', 'card')),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reviews_review_id_unique" UNIQUE("review_id"),
	CONSTRAINT "order_reviews_order_id_product_id_key" UNIQUE("order_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "frequency" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_unsent_idx" ON "order_refunds" USING btree ("created_at") WHERE "order_refunds"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_messages_user_id_unread_idx" ON "inbox_messages" USING btree ("user_id") WHERE "inbox_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_user_id_idx" ON "newsletter_subscriptions" USING btree ("user_id") WHERE "newsletter_subscriptions"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_id_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_uuid_unique" UNIQUE("uuid");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_uuid_unique" UNIQUE("uuid");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_frequency_check" CHECK ("newsletter_subscriptions"."frequency" in ('daily', 'weekly', 'monthly'));
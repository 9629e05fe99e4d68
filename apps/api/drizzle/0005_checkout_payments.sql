CREATE TABLE "order_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"subtotal_kobo" bigint NOT NULL,
	"delivery_fee_kobo" bigint DEFAULT 0 NOT NULL,
	"weight_grams" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_packages_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "order_packages_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_paystack_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"access_code" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"email" text NOT NULL,
	"callback_url" text,
	"metadata" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_response" text DEFAULT '' NOT NULL,
	"channel" text,
	"step" text,
	"authorization" jsonb,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_paystack_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_paystack_transactions_access_code_unique" UNIQUE("access_code"),
	CONSTRAINT "sandbox_paystack_transactions_status_check" CHECK ("sandbox_paystack_transactions"."status" in ('pending', 'ongoing', 'success', 'failed', 'abandoned', 'reversed'))
);
--> statement-breakpoint
DROP INDEX "orders_group_reference_id_idx";--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "town_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "deliverytownid" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_town_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_group" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "package_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "affiliate_id" text;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'NGN' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorization_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "initialize_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "access_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_response" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_packages_order_id_idx" ON "order_packages" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_package_id_order_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."order_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_package_id_order_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."order_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_package_id_idx" ON "order_items" USING btree ("package_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_reference_id_unique" UNIQUE("group_reference_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_idempotency_key_key" UNIQUE("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_check" CHECK ("products"."weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('order', 'wallet_funding'));
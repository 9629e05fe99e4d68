CREATE TABLE "payment_refusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"payment_id" integer,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"said" jsonb NOT NULL,
	"seen" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refusals_reference_source_reason_key" UNIQUE("reference","source","reason"),
	CONSTRAINT "payment_refusals_source_check" CHECK ("payment_refusals"."source" in ('webhook', 'verify'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_eta_time" text;--> statement-breakpoint
ALTER TABLE "payment_refusals" ADD CONSTRAINT "payment_refusals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refusals_created_at_idx" ON "payment_refusals" USING btree ("created_at");
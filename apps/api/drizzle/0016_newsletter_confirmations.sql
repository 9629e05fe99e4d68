CREATE TABLE "newsletter_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"preferences" text[] NOT NULL,
	"frequency" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_confirmations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "newsletter_confirmations_frequency_check" CHECK ("newsletter_confirmations"."frequency" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE INDEX "newsletter_confirmations_email_idx" ON "newsletter_confirmations" USING btree ("email");
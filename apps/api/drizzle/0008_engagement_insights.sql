CREATE TABLE "campaign_views" (
	"campaign_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_views_pkey" PRIMARY KEY("campaign_id","viewer_key","period")
);
--> statement-breakpoint
CREATE TABLE "insight_batches" (
	"batch_id" uuid PRIMARY KEY NOT NULL,
	"viewer_key" text NOT NULL,
	"events" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_views" ADD CONSTRAINT "campaign_views_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_batches_created_at_idx" ON "insight_batches" USING btree ("created_at");
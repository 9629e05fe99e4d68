CREATE TABLE "smart_coin_debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_reference" text NOT NULL,
	"coins" integer NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_coin_debts_order_reference_unique" UNIQUE("order_reference"),
	CONSTRAINT "smart_coin_debts_coins_check" CHECK ("smart_coin_debts"."coins" > 0),
	CONSTRAINT "smart_coin_debts_settled_check" CHECK ("smart_coin_debts"."settled" >= 0 and "smart_coin_debts"."settled" <= "smart_coin_debts"."coins")
);
--> statement-breakpoint
ALTER TABLE "smart_coin_debts" ADD CONSTRAINT "smart_coin_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "smart_coin_debts_open_idx" ON "smart_coin_debts" USING btree ("user_id","id") WHERE "smart_coin_debts"."settled" < "smart_coin_debts"."coins";

CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "wallet_pins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_balance_check";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_wallet_id_wallets_id_fk";
--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "wallet_entries_wallet_id_created_at_idx";--> statement-breakpoint
DROP INDEX "wallet_entries_reference_idx";--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "transaction_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "system_code" text;--> statement-breakpoint
ALTER TABLE "wallet_pins" ADD CONSTRAINT "wallet_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entries_wallet_id_id_idx" ON "wallet_entries" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE INDEX "wallet_entries_transaction_id_idx" ON "wallet_entries" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP COLUMN "reference";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "wallets" DROP COLUMN "pin_hash";--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_uuid_unique" UNIQUE("uuid");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_system_code_unique" UNIQUE("system_code");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_amount_check" CHECK ("wallet_entries"."amount_kobo" <> 0);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_owner_check" CHECK (("wallets"."user_id" is null) = ("wallets"."system_code" is not null));--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_balance_check" CHECK ("wallets"."user_id" is null or "wallets"."balance_kobo" >= 0);--> statement-breakpoint
-- Custom (ADR 0007): the ledger is append-only. A correction is a new, opposite transaction, never an
-- edit, so the history a customer sees and `wallets verify` checks cannot be rewritten by code.
CREATE FUNCTION "ledger_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_entries_append_only" BEFORE UPDATE OR DELETE ON "wallet_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();

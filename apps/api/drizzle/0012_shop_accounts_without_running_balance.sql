-- The shop's accounts (wallets with no user) keep no running balance any more (ADR 0018): every
-- wallet checkout and cancel queued on the one shop_sales row. Their entries carry no balance_after
-- and their balance is the sum of their entries; the stored column is set to 0 so nothing reads a
-- stale figure. Customers' accounts are unchanged.
ALTER TABLE "wallet_entries" ALTER COLUMN "balance_after_kobo" DROP NOT NULL;--> statement-breakpoint
UPDATE "wallets" SET "balance_kobo" = 0 WHERE "user_id" IS NULL;

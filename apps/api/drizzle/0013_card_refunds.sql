-- Card refunds as a lifecycle (ADR 0035): card_refunds carries every card refund through the
-- gateway; order_refunds keeps the order's record and loses its sending columns.
CREATE TABLE "card_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"cause" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"gateway_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"failure" text,
	"sent_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "card_refunds_amount_check" CHECK ("card_refunds"."amount_kobo" > 0),
	CONSTRAINT "card_refunds_cause_check" CHECK ("card_refunds"."cause" in ('cancelled', 'released', 'duplicate')),
	CONSTRAINT "card_refunds_status_check" CHECK ("card_refunds"."status" in ('sending', 'pending', 'processed', 'failed', 'needs-attention'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_paystack_refunds" (
	"id" integer PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" text DEFAULT 'processed' NOT NULL,
	"merchant_note" text,
	"customer_note" text,
	"reason" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_paystack_refunds_status_check" CHECK ("sandbox_paystack_refunds"."status" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
DROP INDEX "order_refunds_unsent_idx";--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_paystack_refunds" ADD CONSTRAINT "sandbox_paystack_refunds_transaction_id_sandbox_paystack_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."sandbox_paystack_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_open_idx" ON "card_refunds" USING btree ("status","updated_at") WHERE "card_refunds"."status" <> 'processed';--> statement-breakpoint
CREATE INDEX "sandbox_paystack_refunds_transaction_idx" ON "sandbox_paystack_refunds" USING btree ("transaction_id");--> statement-breakpoint
-- Card refunds already recorded move to their lifecycle (ADR 0035). A cancel's refund the gateway
-- took is pending until an event or a fetch says more; one not yet taken is still to send. A charge
-- the shop could not keep, already sent back, is pending too (its gateway id is found by listing).
INSERT INTO "card_refunds" ("payment_id", "amount_kobo", "cause", "status", "gateway_refund_id", "attempts", "sent_at", "failure", "created_at", "updated_at")
SELECT r."payment_id", r."amount_kobo", 'cancelled',
       CASE WHEN r."sent_at" IS NULL THEN 'sending' ELSE 'pending' END,
       r."gateway_refund_id", r."attempts", r."sent_at", r."last_error", r."created_at", now()
FROM "order_refunds" r
WHERE r."method" = 'card' AND r."payment_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "card_refunds" ("payment_id", "amount_kobo", "cause", "status", "attempts", "sent_at", "created_at", "updated_at")
SELECT p."id", p."refunded_kobo",
       CASE WHEN o."paid_at" IS NOT NULL AND o."status" <> 'cancelled' THEN 'duplicate'
            WHEN o."cancel_reason" = 'unpaid' THEN 'released' ELSE 'cancelled' END,
       'pending', 1, p."updated_at", p."updated_at", now()
FROM "payments" p
LEFT JOIN "orders" o ON o."group_reference_id" = p."order_group"
WHERE p."purpose" = 'order' AND p."status" = 'reversed' AND p."refunded_kobo" > 0
  AND NOT EXISTS (SELECT 1 FROM "card_refunds" c WHERE c."payment_id" = p."id");--> statement-breakpoint
ALTER TABLE "order_refunds" DROP COLUMN "claimed_at";--> statement-breakpoint
ALTER TABLE "order_refunds" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "order_refunds" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "order_refunds" DROP COLUMN "gateway_refund_id";

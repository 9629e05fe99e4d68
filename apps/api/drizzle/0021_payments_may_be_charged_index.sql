CREATE INDEX "payments_may_be_charged_idx" ON "payments" USING btree ("id") WHERE "payments"."status" in ('pending', 'failed', 'abandoned') and "payments"."access_code" is not null;

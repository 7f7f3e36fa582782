ALTER TABLE "order_items" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_attempt" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."is_paid" = false and "orders"."status" <> 'Cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_capture_key" ON "payments" USING btree ("provider","capture_id");--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" in ('CAPTURING', 'UNKNOWN', 'PENDING');
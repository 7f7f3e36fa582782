ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_ready_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_collection_code_idx" ON "orders" USING btree ("collection_code") WHERE "orders"."collection_code" is not null;--> statement-breakpoint
CREATE INDEX "orders_ready_to_collect_idx" ON "orders" USING btree ("collection_ready_at") WHERE "orders"."status" = 'Ready to collect';--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_status_check" CHECK (status in ('Order Confirmed', 'Payment Processing', 'Order Processing', 'Order Shipped', 'Delivered', 'Ready to collect', 'Collected', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK (status in ('Order Confirmed', 'Payment Processing', 'Order Processing', 'Order Shipped', 'Delivered', 'Ready to collect', 'Collected', 'Cancelled'));
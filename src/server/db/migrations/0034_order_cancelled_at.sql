ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- Orders cancelled before this column: the day their history says they were cancelled.
UPDATE "orders" SET "cancelled_at" = coalesce(
  (SELECT max(h."created_at") FROM "order_status_history" h
    WHERE h."order_id" = "orders"."id" AND h."status" = 'Cancelled'),
  "orders"."updated_at")
WHERE "status" = 'Cancelled';

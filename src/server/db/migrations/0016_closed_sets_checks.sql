-- Decision 033: every closed set of text is one list in src/shared, held here by a CHECK. Only
-- products.material took free text before (any 40 characters through the admin API): a value
-- naming a metal in other words ('White Gold', 'Sterling silver', 'gold') becomes that metal;
-- any other is kept as a tag (a search still finds it) and the material cleared. The other
-- columns were only ever written from their lists, so their CHECKs find nothing to refuse.
UPDATE "products" AS p SET
  "material" = m."metal",
  "tags" = CASE
    WHEN m."metal" IS NULL AND m."typed" <> '' AND NOT m."typed" = ANY(p."tags")
      THEN array_append(p."tags", m."typed")
    ELSE p."tags"
  END
FROM (
  SELECT "id", "typed", CASE
      WHEN "name" IN ('yellow-gold', 'white-gold', 'rose-gold', 'platinum', 'silver') THEN "name"
      WHEN "name" IN ('gold', 'yellow') THEN 'yellow-gold'
      WHEN "name" IN ('white') THEN 'white-gold'
      WHEN "name" IN ('rose', 'pink-gold', 'red-gold') THEN 'rose-gold'
      WHEN "name" IN ('sterling-silver', 'sterling', '925-silver', 'silver-925') THEN 'silver'
    END AS "metal"
  FROM (
    SELECT "id", lower(btrim("material")) AS "typed",
      btrim(regexp_replace(lower("material"), '[^a-z0-9]+', '-', 'g'), '-') AS "name"
    FROM "products"
    WHERE "material" IS NOT NULL
  ) AS normalised
) AS m
WHERE p."id" = m."id" AND p."material" IS DISTINCT FROM m."metal";--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_reason_check" CHECK (reason in ('changed-mind', 'wrong-size', 'not-as-described', 'damaged', 'other'));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_status_check" CHECK (status in ('Order Confirmed', 'Payment Processing', 'Order Processing', 'Order Shipped', 'Delivered', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_provider_check" CHECK (provider in ('paypal', 'test'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK (provider in ('paypal', 'test'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_material_check" CHECK (material in ('yellow-gold', 'white-gold', 'rose-gold', 'platinum', 'silver'));--> statement-breakpoint
ALTER TABLE "store_hours" ADD CONSTRAINT "store_hours_day_name_check" CHECK (day in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'));
CREATE TABLE "product_variants" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"product_id" char(24) NOT NULL,
	"choice" jsonb NOT NULL,
	"count_in_stock" integer DEFAULT 0 NOT NULL,
	"price_difference_pence" integer DEFAULT 0 NOT NULL,
	"made_to_order_days" smallint,
	"position" smallint NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."count_in_stock" >= 0),
	CONSTRAINT "product_variants_days_check" CHECK ("product_variants"."made_to_order_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_per_option" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_choice_key" ON "product_variants" USING btree ("product_id","choice");--> statement-breakpoint
-- A product kept in stock per option counts the sum of its variants' stock (made-to-order ones keep
-- none): every write to a variant's stock, from an order, a cancellation, a return or the owner,
-- keeps it, so spec §7 clients and the listing read `count_in_stock` as before. The product's row
-- is locked first by every writer, so recomputing the sum here cannot race. Decision 041.
CREATE FUNCTION product_stock_from_variants() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product char(24) := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
  UPDATE products SET count_in_stock = (
    SELECT coalesce(sum(v.count_in_stock), 0)::int FROM product_variants v
    WHERE v.product_id = product AND v.made_to_order_days IS NULL)
  WHERE id = product AND stock_per_option;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_stock
  AFTER INSERT OR DELETE OR UPDATE OF count_in_stock, made_to_order_days ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_stock_from_variants();

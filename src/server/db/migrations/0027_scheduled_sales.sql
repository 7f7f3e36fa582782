CREATE TABLE "product_price_history" (
	"product_id" char(24) NOT NULL,
	"price_pence" integer NOT NULL,
	"charged_from" timestamp with time zone DEFAULT now() NOT NULL,
	"charged_until" timestamp with time zone,
	CONSTRAINT "product_price_history_product_id_charged_from_pk" PRIMARY KEY("product_id","charged_from"),
	CONSTRAINT "product_price_history_period_check" CHECK ("product_price_history"."charged_until" is null or "product_price_history"."charged_until" >= "product_price_history"."charged_from")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regular_price_pence" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_pence" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_scheduled_sales_idx" ON "products" USING btree ("id") WHERE sale_price_pence is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_check" CHECK (case when "products"."sale_price_pence" is null
        then "products"."regular_price_pence" is null and "products"."sale_starts_at" is null and "products"."sale_ends_at" is null
        else "products"."sale_price_pence" >= 0 and "products"."sale_price_pence" < "products"."regular_price_pence"
          and ("products"."sale_ends_at" > "products"."sale_starts_at") is not false end);
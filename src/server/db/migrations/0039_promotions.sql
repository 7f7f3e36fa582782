CREATE TABLE "promotions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_spend_pence" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"exclude_sale" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK (kind in ('percent', 'amount', 'free-delivery')),
	CONSTRAINT "promotions_scope_check" CHECK (scope in ('all', 'categories', 'products', 'materials')),
	CONSTRAINT "promotions_numbers_check" CHECK ("promotions"."value" >= 0 and coalesce("promotions"."min_spend_pence", 0) >= 0
        and coalesce("promotions"."usage_limit", 1) > 0 and coalesce("promotions"."per_customer_limit", 1) > 0),
	CONSTRAINT "promotions_percent_check" CHECK ("promotions"."kind" <> 'percent' or "promotions"."value" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" char(24);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree ("code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promotion_idx" ON "orders" USING btree ("promotion_id","user_id") WHERE "orders"."promotion_id" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_check" CHECK ("order_items"."discount_pence" between 0 and "order_items"."price_pence" * "order_items"."qty");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("orders"."discount_pence" >= 0);
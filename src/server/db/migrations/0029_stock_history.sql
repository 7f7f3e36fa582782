CREATE TABLE "low_stock_mails" (
	"day" date PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"sent_to" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" char(24) NOT NULL,
	"variant" jsonb,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" char(24),
	"return_id" char(24),
	"actor_id" char(24),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_check" CHECK (reason in ('order', 'cancel', 'expiry', 'return', 'admin', 'import', 'other'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "shop_info" ADD COLUMN "low_stock_threshold" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "shop_info" ADD CONSTRAINT "shop_info_low_stock_threshold_check" CHECK ("shop_info"."low_stock_threshold" >= 0);
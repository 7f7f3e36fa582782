CREATE TABLE "stock_alerts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"product_id" char(24) NOT NULL,
	"choice" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email" text NOT NULL,
	"user_id" char(24),
	"stop_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_zero_rated_export" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_info" ADD COLUMN "vat_by_destination" text DEFAULT 'zero-rate-exports' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_one_per_address_idx" ON "stock_alerts" USING btree ("email","product_id","choice");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_stop_token_idx" ON "stock_alerts" USING btree ("stop_token");--> statement-breakpoint
CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id") WHERE "stock_alerts"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "shop_info" ADD CONSTRAINT "shop_info_vat_by_destination_check" CHECK (vat_by_destination in ('zero-rate-exports', 'uk-only'));
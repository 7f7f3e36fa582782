CREATE TABLE "order_return_items" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"return_id" char(24) NOT NULL,
	"order_item_id" char(24) NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "order_return_items_qty_check" CHECK ("order_return_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" char(24) NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"amount_pence" integer NOT NULL,
	"received_at" timestamp with time zone,
	"refunding_since" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_status_check" CHECK (status in ('requested', 'received', 'refunding', 'refunded')),
	CONSTRAINT "order_returns_amount_check" CHECK ("order_returns"."amount_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "shop_info" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_info" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_info" ADD COLUMN "return_window_days" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_return_items_return_idx" ON "order_return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_items_item_idx" ON "order_return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_open_idx" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."status" <> 'refunded';--> statement-breakpoint
ALTER TABLE "shop_info" ADD CONSTRAINT "shop_info_vat_rate_check" CHECK ("shop_info"."vat_rate_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "shop_info" ADD CONSTRAINT "shop_info_return_window_check" CHECK ("shop_info"."return_window_days" between 1 and 365);
ALTER TABLE "products" ADD COLUMN "engraving" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "engraving" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "engraving_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_info" ADD COLUMN "gift_wrap_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_engraving_pence_check" CHECK ("order_items"."engraving_pence" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_wrap_check" CHECK ("orders"."gift_wrap_pence" >= 0);--> statement-breakpoint
ALTER TABLE "shop_info" ADD CONSTRAINT "shop_info_gift_wrap_check" CHECK ("shop_info"."gift_wrap_pence" >= 0);
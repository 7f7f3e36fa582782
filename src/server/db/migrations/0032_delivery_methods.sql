CREATE TABLE "delivery_methods" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"free_over_pence" integer,
	"min_order_pence" integer,
	"max_order_pence" integer,
	"cover_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cut_off_time" text DEFAULT '13:00' NOT NULL,
	"dispatch_days" smallint[] DEFAULT '{0,1,2,3,4}'::smallint[] NOT NULL,
	"transit_days" smallint DEFAULT 2 NOT NULL,
	"countries" text[] DEFAULT '{United Kingdom}'::text[] NOT NULL,
	"surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_methods_kind_check" CHECK (kind in ('post', 'courier', 'collection')),
	CONSTRAINT "delivery_methods_money_check" CHECK ("delivery_methods"."price_pence" >= 0 and coalesce("delivery_methods"."free_over_pence", 0) >= 0
        and coalesce("delivery_methods"."min_order_pence", 0) >= 0 and coalesce("delivery_methods"."max_order_pence", 0) >= 0),
	CONSTRAINT "delivery_methods_cut_off_check" CHECK ("delivery_methods"."cut_off_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "delivery_methods_transit_check" CHECK ("delivery_methods"."transit_days" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_kind" text DEFAULT 'post' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method_id" char(24);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_delivery" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method_id_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_check" CHECK ("orders"."shipping_pence" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_kind_check" CHECK (delivery_kind in ('post', 'courier', 'collection'));
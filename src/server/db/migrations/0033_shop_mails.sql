CREATE TABLE "dispatch_list_mails" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"sent_to" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_mails" (
	"order_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_mails_order_id_kind_about_pk" PRIMARY KEY("order_id","kind","about"),
	CONSTRAINT "order_mails_kind_check" CHECK (kind in ('dispatched', 'tracking', 'delivered', 'new-paid-order'))
);
--> statement-breakpoint
ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
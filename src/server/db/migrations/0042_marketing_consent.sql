CREATE TABLE "checkout_reminders" (
	"order_id" char(24) NOT NULL,
	"reminder" smallint NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_reminders_order_id_reminder_pk" PRIMARY KEY("order_id","reminder"),
	CONSTRAINT "checkout_reminders_reminder_check" CHECK ("checkout_reminders"."reminder" in (1, 2)),
	CONSTRAINT "checkout_reminders_outcome_check" CHECK (outcome in ('sent', 'no consent', 'recovered'))
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_id" char(24),
	"wording" text NOT NULL,
	"source" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text,
	CONSTRAINT "marketing_consents_source_check" CHECK (source in ('registration', 'checkout', 'newsletter', 'account'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consents_email_idx" ON "marketing_consents" USING btree ("email","given_at");--> statement-breakpoint
CREATE INDEX "marketing_consents_user_idx" ON "marketing_consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_consents_confirm_token_key" ON "marketing_consents" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "marketing_consents_current_idx" ON "marketing_consents" USING btree ("confirmed_at") WHERE "marketing_consents"."confirmed_at" is not null and "marketing_consents"."withdrawn_at" is null;
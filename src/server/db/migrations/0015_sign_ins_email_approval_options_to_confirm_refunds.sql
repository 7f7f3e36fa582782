ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "email_changes" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "approve_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options_to_confirm" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_approve_token_key" ON "email_changes" USING btree ("approve_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_cancel_token_key" ON "email_changes" USING btree ("cancel_token_hash");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('CREATED', 'CAPTURING', 'UNKNOWN', 'PENDING', 'COMPLETED', 'DECLINED', 'MISMATCH', 'DUPLICATE', 'VOIDED', 'REFUND_PENDING', 'REFUNDED', 'REVERSED'));
ALTER TABLE "shop_info" ALTER COLUMN "show_placeholder_ratings" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
-- Decision 057: a made-up rating is a banned practice; every shop starts without it and may turn it on.
UPDATE "shop_info" SET "show_placeholder_ratings" = false;--> statement-breakpoint
-- Reviews hidden before reasons were kept say so; a published review changed after it was written
-- was edited by its author (hiding it then publishing it again is the one case this cannot tell).
UPDATE "reviews" SET "hidden_reason" = 'other', "hidden_note" = 'Hidden before reasons were recorded.', "hidden_at" = "updated_at" WHERE "status" = 'hidden';--> statement-breakpoint
UPDATE "reviews" SET "edited_at" = "updated_at" WHERE "status" = 'published' AND "updated_at" > "created_at" + interval '1 second';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_reason_check" CHECK (hidden_reason in ('abusive', 'not-about-the-piece', 'personal-details', 'spam', 'other'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_has_reason_check" CHECK (("reviews"."status" = 'hidden') = ("reviews"."hidden_reason" is not null));
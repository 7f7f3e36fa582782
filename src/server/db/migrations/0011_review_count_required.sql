ALTER TABLE "products" ALTER COLUMN "review_count" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "review_count" SET NOT NULL;
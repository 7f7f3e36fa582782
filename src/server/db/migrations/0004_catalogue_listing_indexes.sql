CREATE TABLE "catalogue_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_active_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text GENERATED ALWAYS AS (catalogue_search_title(name, brand, tags)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (catalogue_search_title(name, brand, tags) || ' ' || description) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_search_words_trgm_idx" ON "catalogue_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listed_by_created_idx" ON "products" USING btree ("created_at","id","category_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_listed_by_price_idx" ON "products" USING btree ("price_pence","id","category_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_listed_by_rating_idx" ON "products" USING btree ("average_rating","id","category_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_listed_by_name_idx" ON "products" USING btree ("name","id","category_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_listed_by_stock_idx" ON "products" USING btree ("count_in_stock","id","category_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_listed_by_sales_idx" ON "products" USING btree ("sales","id","category_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
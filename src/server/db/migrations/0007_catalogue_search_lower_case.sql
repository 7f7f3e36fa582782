-- Searches become LIKE over lower-cased text (decision 007): an ILIKE's plan costs ~1 ms to make,
-- more than running it. Dropping search_text drops its trigram index, so it is made again.
ALTER TABLE "products" drop column "search_title";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(catalogue_search_title(name, brand, tags))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(catalogue_search_title(name, brand, tags) || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);

DROP INDEX "products_listed_by_stock_idx";--> statement-breakpoint
DROP INDEX "products_listed_by_sales_idx";--> statement-breakpoint
-- Room on each page for a sale's new row version beside the old one, so it stays in place (HOT).
ALTER TABLE "products" SET (fillfactor = 90);

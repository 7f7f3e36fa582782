CREATE TABLE "reviews" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"product_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK (status in ('published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "shop_info" ADD COLUMN "show_placeholder_ratings" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_key" ON "reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_product_listed_idx" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
-- hand-written below
-- A product's averageRating and reviewCount come only from its published reviews, kept by the
-- database in the transaction of every review write (new, edited, published, hidden, deleted),
-- whichever code or hand-run statement makes it. The product row is locked first, so two reviews
-- written at once each count the other (the aggregate runs in a snapshot taken after the lock).
CREATE OR REPLACE FUNCTION refresh_product_rating(target char(24)) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = target FOR UPDATE;
  UPDATE products SET
    average_rating = coalesce((SELECT round(avg(rating)::numeric, 2) FROM reviews
                               WHERE product_id = target AND status = 'published'), 0),
    review_count = (SELECT count(*) FROM reviews
                    WHERE product_id = target AND status = 'published')
  WHERE id = target;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_refresh_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_product_rating(OLD.product_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    PERFORM refresh_product_rating(NEW.product_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_product_rating
  AFTER INSERT OR UPDATE OF rating, status, product_id OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_refresh_product_rating();
--> statement-breakpoint
-- Product pages (their JSON-LD and first reviews) are cached: any review write clears them.
CREATE TRIGGER reviews_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
-- Until now the ratings and counts were made up (demo data, the spec's placeholder); no review
-- exists yet, so every product starts at none. The placeholder is presentation only from here.
UPDATE products SET average_rating = 0, review_count = 0;--> statement-breakpoint
-- After the reset above: every product now has a count.
ALTER TABLE "products" ALTER COLUMN "review_count" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "review_count" SET NOT NULL;

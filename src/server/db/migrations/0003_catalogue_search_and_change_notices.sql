-- Typo-tolerant catalogue search (decision 007): trigram matching and ranking.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- What a shopper sees of a product at a glance: the words a misspelt search is compared with.
-- array_to_string is only STABLE in general; over text[] its answer never changes, and generated
-- columns need an IMMUTABLE expression.
CREATE OR REPLACE FUNCTION catalogue_search_title(name text, brand text, tags text[])
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN name || ' ' || brand || ' ' || array_to_string(tags, ' ');
--> statement-breakpoint
-- Every catalogue write tells every instance, through LISTEN/NOTIFY, to drop its cached answers.
-- A trigger, not application code, so no write path (admin form, order, stock sweep, a manual
-- UPDATE in psql) can forget. NOTIFY is delivered at commit, and not at all on rollback.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

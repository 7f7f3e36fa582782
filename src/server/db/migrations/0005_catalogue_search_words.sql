-- The words a misspelt search is corrected to (decision 007): every word of three letters or more
-- in a product's name, brand and tags. Only ever added to; a word whose products are gone finds
-- nothing, which is the right answer for it.
CREATE OR REPLACE FUNCTION catalogue_words_of(title text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT DISTINCT word FROM regexp_split_to_table(lower(title), '[^[:alnum:]]+') AS word
    WHERE length(word) >= 3
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_catalogue_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_search_words (word)
    SELECT catalogue_words_of(NEW.search_title) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words
  AFTER INSERT OR UPDATE OF name, brand, tags ON products
  FOR EACH ROW EXECUTE FUNCTION remember_catalogue_search_words();
--> statement-breakpoint
INSERT INTO catalogue_search_words (word)
  SELECT DISTINCT catalogue_words_of(search_title) FROM products ON CONFLICT DO NOTHING;

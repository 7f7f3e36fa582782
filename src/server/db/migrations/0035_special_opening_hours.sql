CREATE TABLE "special_opening_hours" (
	"date" date PRIMARY KEY NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"open_time" text DEFAULT '' NOT NULL,
	"close_time" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_opening_hours_times_check" CHECK ("special_opening_hours"."is_closed" or ("special_opening_hours"."open_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "special_opening_hours"."close_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "special_opening_hours"."close_time" > "special_opening_hours"."open_time"))
);
--> statement-breakpoint
-- The storefront's pages carry the shop's hours (decision 008) from the catalogue cache: a change
-- to its special hours clears it too, on every instance, as store_hours does (migration 0008).
CREATE TRIGGER special_opening_hours_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON special_opening_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

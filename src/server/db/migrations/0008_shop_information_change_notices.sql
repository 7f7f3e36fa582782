-- The storefront's pages carry the shop's name, address and hours (decision 008), and are built
-- from the catalogue cache: a change to the shop's information clears it too, on every instance.
CREATE TRIGGER shop_info_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_info
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER store_hours_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

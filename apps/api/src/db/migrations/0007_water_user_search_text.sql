ALTER TABLE "water_users" ADD COLUMN "meter_serial" text;--> statement-breakpoint
ALTER TABLE "water_users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce(customer_no, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(national_id, '') || ' ' || coalesce(meter_serial, '') || ' ' || coalesce(house_no, '') || coalesce(' หมู่ ' || moo::text, '') || coalesce(' ถ.' || road, '') || ' ' || coalesce(subdistrict, '') || ' ' || coalesce(district, '')) STORED;--> statement-breakpoint
-- The serial of the meter installed on a connection, copied onto it so one trigram index
-- serves the whole /user search. The copy is the database's job, not the app's: any
-- statement that installs, removes or renumbers a meter refreshes the connections it
-- touches (statement triggers, so a 20,000-row import costs one UPDATE, and rows that
-- already hold the right serial are not rewritten).
CREATE FUNCTION prapa_refresh_meter_serial_of(users uuid[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE "water_users" w SET "meter_serial" = cur.serial
  FROM (
    SELECT u.id,
      (SELECT m.serial FROM "meter_installations" mi
         JOIN "meters" m ON m.org_id = mi.org_id AND m.id = mi.meter_id
        WHERE mi.org_id = u.org_id AND mi.water_user_id = u.id
          AND mi.removed_on IS NULL) AS serial
    FROM "water_users" u JOIN (SELECT DISTINCT x.id FROM unnest(users) AS x(id)) t ON t.id = u.id
  ) cur
  WHERE w.id = cur.id AND w.meter_serial IS DISTINCT FROM cur.serial;
$$;
--> statement-breakpoint
CREATE FUNCTION prapa_refresh_meter_serial() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prapa_refresh_meter_serial_of(ARRAY(SELECT water_user_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update may move an installation to another connection: both are refreshed.
CREATE FUNCTION prapa_refresh_moved_meter_serial() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prapa_refresh_meter_serial_of(ARRAY(
    SELECT water_user_id FROM changed UNION SELECT water_user_id FROM before_change));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "installations_serial_insert" AFTER INSERT ON "meter_installations"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION prapa_refresh_meter_serial();
--> statement-breakpoint
CREATE TRIGGER "installations_serial_update" AFTER UPDATE ON "meter_installations"
  REFERENCING OLD TABLE AS before_change NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION prapa_refresh_moved_meter_serial();
--> statement-breakpoint
CREATE TRIGGER "installations_serial_delete" AFTER DELETE ON "meter_installations"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION prapa_refresh_meter_serial();
--> statement-breakpoint
CREATE FUNCTION prapa_refresh_renumbered_meter() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prapa_refresh_meter_serial_of(ARRAY(
    SELECT mi.water_user_id FROM changed m
      JOIN "meter_installations" mi
        ON mi.org_id = m.org_id AND mi.meter_id = m.id AND mi.removed_on IS NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meters_serial_update" AFTER UPDATE ON "meters"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION prapa_refresh_renumbered_meter();
--> statement-breakpoint
UPDATE "water_users" w SET "meter_serial" = m.serial
FROM "meter_installations" mi
JOIN "meters" m ON m.org_id = mi.org_id AND m.id = mi.meter_id
WHERE mi.org_id = w.org_id AND mi.water_user_id = w.id AND mi.removed_on IS NULL;
--> statement-breakpoint
-- The search index moves to the stored column (same reasons for fastupdate as 0005).
DROP INDEX "water_users_search_trgm";
--> statement-breakpoint
CREATE INDEX "water_users_search_trgm" ON "water_users" USING gin ("search_text" gin_trgm_ops)
  WITH (fastupdate = off);
--> statement-breakpoint
-- A view's * is expanded when it is made: made again so it has the new columns.
DROP VIEW "water_user_search";
--> statement-breakpoint
CREATE VIEW "water_user_search" AS
  SELECT * FROM "water_users" WHERE "org_id" = prapa_current_org();
--> statement-breakpoint
GRANT SELECT ON "water_user_search" TO prapa_app;

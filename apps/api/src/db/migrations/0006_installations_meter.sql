-- The water meter register shows each meter's current or last installation: found by
-- the meter, newest first.
CREATE INDEX IF NOT EXISTS "installations_meter" ON "meter_installations" ("org_id", "meter_id", "installed_on");

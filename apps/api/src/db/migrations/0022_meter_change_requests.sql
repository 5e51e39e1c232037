-- Issue 24 (positions): a meter reader does not change a connection's meter in the register;
-- a meter changed in the field is recorded as a request (the old meter's last reading, the
-- new meter's serial and first reading, why), which the clerk or the manager approves (the
-- register's replacement is then made, installation_id) or rejects with a reason. A decided
-- request stays as it was decided.
CREATE TABLE "meter_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"water_user_id" uuid NOT NULL,
	"old_meter_id" uuid,
	"changed_on" date NOT NULL,
	"old_final_reading" integer NOT NULL,
	"new_serial" text NOT NULL,
	"new_initial_reading" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"installation_id" uuid,
	CONSTRAINT "meter_change_requests_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "meter_change_requests_status" CHECK ("status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "meter_change_requests_readings" CHECK ("old_final_reading" >= 0 AND "new_initial_reading" >= 0),
	CONSTRAINT "meter_change_requests_decided" CHECK (
		("status" = 'pending') = ("decided_at" IS NULL)
		AND ("decided_at" IS NULL) = ("decided_by" IS NULL)
		AND ("status" <> 'approved' OR "installation_id" IS NOT NULL)
		AND ("status" <> 'rejected' OR nullif(btrim("decision_reason"), '') IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "meter_change_requests" ADD CONSTRAINT "meter_change_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_change_requests" ADD CONSTRAINT "meter_change_requests_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_change_requests" ADD CONSTRAINT "meter_change_requests_old_meter_fk" FOREIGN KEY ("org_id","old_meter_id") REFERENCES "public"."meters"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_change_requests" ADD CONSTRAINT "meter_change_requests_requested_by_fk" FOREIGN KEY ("org_id","requested_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_change_requests" ADD CONSTRAINT "meter_change_requests_decided_by_fk" FOREIGN KEY ("org_id","decided_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_change_requests" ADD CONSTRAINT "meter_change_requests_installation_fk" FOREIGN KEY ("org_id","installation_id") REFERENCES "public"."meter_installations"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- One open request a connection: a second one waits until the first is decided.
CREATE UNIQUE INDEX "meter_change_requests_one_pending" ON "meter_change_requests" USING btree ("org_id","water_user_id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "meter_change_requests_list" ON "meter_change_requests" USING btree ("org_id","status","requested_at");--> statement-breakpoint
SELECT prapa_tenant_table('meter_change_requests');
--> statement-breakpoint
-- What the reader asked is kept as asked; a decision is written once, and a request is
-- never deleted (for the owner too).
CREATE OR REPLACE FUNCTION prapa_meter_change_requests_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prapa: a meter change request is never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF OLD.status <> 'pending'
     OR ROW(NEW.id, NEW.org_id, NEW.water_user_id, NEW.old_meter_id, NEW.changed_on,
            NEW.old_final_reading, NEW.new_serial, NEW.new_initial_reading, NEW.reason,
            NEW.note, NEW.requested_by, NEW.requested_at)
        IS DISTINCT FROM
        ROW(OLD.id, OLD.org_id, OLD.water_user_id, OLD.old_meter_id, OLD.changed_on,
            OLD.old_final_reading, OLD.new_serial, OLD.new_initial_reading, OLD.reason,
            OLD.note, OLD.requested_by, OLD.requested_at) THEN
    RAISE EXCEPTION 'prapa: a meter change request is kept as asked, decided once' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER meter_change_requests_guard BEFORE UPDATE OR DELETE ON "meter_change_requests"
  FOR EACH ROW EXECUTE FUNCTION prapa_meter_change_requests_guard();

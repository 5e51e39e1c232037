-- Issue 26 (meter management): meters received in deliveries, every meter's history as
-- append-only events, and numbered work orders for the field (change, inspect), with the
-- replacement age an organisation setting.
CREATE TABLE "meter_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"supplier" text NOT NULL,
	"batch" text,
	"brand" text,
	"meter_size_id" uuid NOT NULL,
	"digits" integer NOT NULL,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	"note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_deliveries_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "meter_deliveries_amounts" CHECK ("unit_cost" >= 0 AND "count" > 0)
);
--> statement-breakpoint
ALTER TABLE "meter_deliveries" ADD CONSTRAINT "meter_deliveries_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_deliveries" ADD CONSTRAINT "meter_deliveries_size_fk" FOREIGN KEY ("org_id","meter_size_id") REFERENCES "public"."meter_sizes"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_deliveries" ADD CONSTRAINT "meter_deliveries_created_by_fk" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_deliveries_list" ON "meter_deliveries" USING btree ("org_id","received_on");--> statement-breakpoint
SELECT prapa_tenant_table('meter_deliveries');
--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "delivery_id" uuid;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_delivery_fk" FOREIGN KEY ("org_id","delivery_id") REFERENCES "public"."meter_deliveries"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meters_delivery" ON "meters" USING btree ("org_id","delivery_id") WHERE "delivery_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_status" CHECK ("status" IN ('installed', 'removed', 'in_stock', 'broken', 'at_test', 'scrapped'));--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "meter_replace_years" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_meter_replace_years" CHECK ("meter_replace_years" BETWEEN 1 AND 50);--> statement-breakpoint
CREATE TABLE "meter_work_counters" (
	"org_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meter_work_counters_pk" PRIMARY KEY("org_id","fiscal_year")
);
--> statement-breakpoint
ALTER TABLE "meter_work_counters" ADD CONSTRAINT "meter_work_counters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('meter_work_counters');
--> statement-breakpoint
-- As bill numbers (MONEY.md §1.2): a work order number taken is never given back.
CREATE OR REPLACE FUNCTION prapa_meter_work_counters_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.last_seq < OLD.last_seq OR NEW.fiscal_year <> OLD.fiscal_year
     OR NEW.org_id <> OLD.org_id THEN
    RAISE EXCEPTION 'prapa: work order numbers only move forward' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meter_work_counters_guard" BEFORE UPDATE OR DELETE ON "meter_work_counters"
  FOR EACH ROW EXECUTE FUNCTION prapa_meter_work_counters_guard();
--> statement-breakpoint
CREATE TABLE "meter_work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"source" text DEFAULT 'office' NOT NULL,
	"water_user_id" uuid NOT NULL,
	"meter_id" uuid,
	"reason" text,
	"planned_on" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"meter_change_request_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone,
	"done_on" date,
	"done_by" uuid,
	"done_at" timestamp with time zone,
	"old_final_reading" integer,
	"new_meter_id" uuid,
	"new_initial_reading" integer,
	"installation_id" uuid,
	"result_note" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "meter_work_orders_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "meter_work_orders_number" UNIQUE("org_id","fiscal_year","seq"),
	CONSTRAINT "meter_work_orders_kind" CHECK ("kind" IN ('broken', 'stuck', 'old', 'size_change', 'inspect')),
	CONSTRAINT "meter_work_orders_source" CHECK ("source" IN ('office', 'reader', 'plan')),
	CONSTRAINT "meter_work_orders_state" CHECK ("state" IN ('open', 'printed', 'done', 'cancelled')),
	CONSTRAINT "meter_work_orders_done" CHECK (
		("state" = 'done') = ("done_at" IS NOT NULL)
		AND ("done_at" IS NULL OR ("done_by" IS NOT NULL AND "done_on" IS NOT NULL))
		AND ("state" <> 'done' OR "kind" = 'inspect' OR "installation_id" IS NOT NULL)),
	CONSTRAINT "meter_work_orders_cancelled" CHECK (
		("state" = 'cancelled') = ("cancelled_at" IS NOT NULL)
		AND ("state" <> 'cancelled' OR ("cancelled_by" IS NOT NULL AND nullif(btrim("cancel_reason"), '') IS NOT NULL)))
);
--> statement-breakpoint
ALTER TABLE "meter_work_orders" ADD CONSTRAINT "meter_work_orders_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_work_orders" ADD CONSTRAINT "meter_work_orders_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_work_orders" ADD CONSTRAINT "meter_work_orders_meter_fk" FOREIGN KEY ("org_id","meter_id") REFERENCES "public"."meters"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_work_orders" ADD CONSTRAINT "meter_work_orders_new_meter_fk" FOREIGN KEY ("org_id","new_meter_id") REFERENCES "public"."meters"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_work_orders" ADD CONSTRAINT "meter_work_orders_installation_fk" FOREIGN KEY ("org_id","installation_id") REFERENCES "public"."meter_installations"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_work_orders" ADD CONSTRAINT "meter_work_orders_request_fk" FOREIGN KEY ("org_id","meter_change_request_id") REFERENCES "public"."meter_change_requests"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_work_orders" ADD CONSTRAINT "meter_work_orders_created_by_fk" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_work_orders" ADD CONSTRAINT "meter_work_orders_done_by_fk" FOREIGN KEY ("org_id","done_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_work_orders" ADD CONSTRAINT "meter_work_orders_cancelled_by_fk" FOREIGN KEY ("org_id","cancelled_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- One order in hand a connection: planning twice, or a second clerk, adds nothing.
CREATE UNIQUE INDEX "meter_work_orders_one_open" ON "meter_work_orders" USING btree ("org_id","water_user_id") WHERE "state" IN ('open', 'printed');--> statement-breakpoint
CREATE INDEX "meter_work_orders_list" ON "meter_work_orders" USING btree ("org_id","state","created_at");--> statement-breakpoint
SELECT prapa_tenant_table('meter_work_orders');
--> statement-breakpoint
-- An order is never deleted; what was ordered stays as ordered; done or cancelled is final.
CREATE OR REPLACE FUNCTION prapa_meter_work_orders_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prapa: a work order is never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF OLD.state IN ('done', 'cancelled')
     OR ROW(NEW.id, NEW.org_id, NEW.fiscal_year, NEW.seq, NEW.number, NEW.kind, NEW.source,
            NEW.water_user_id, NEW.meter_id, NEW.reason, NEW.planned_on,
            NEW.created_by, NEW.created_at)
        IS DISTINCT FROM
        ROW(OLD.id, OLD.org_id, OLD.fiscal_year, OLD.seq, OLD.number, OLD.kind, OLD.source,
            OLD.water_user_id, OLD.meter_id, OLD.reason, OLD.planned_on,
            OLD.created_by, OLD.created_at) THEN
    RAISE EXCEPTION 'prapa: a work order is kept as ordered, closed once' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meter_work_orders_guard" BEFORE UPDATE OR DELETE ON "meter_work_orders"
  FOR EACH ROW EXECUTE FUNCTION prapa_meter_work_orders_guard();
--> statement-breakpoint
CREATE TABLE "meter_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"meter_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"happened_on" date NOT NULL,
	"water_user_id" uuid,
	"installation_id" uuid,
	"delivery_id" uuid,
	"reason" text,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "meter_events_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "meter_events_kind" CHECK ("kind" IN ('received', 'installed', 'removed', 'sent_to_test', 'returned', 'scrapped')),
	CONSTRAINT "meter_events_reason" CHECK ("kind" NOT IN ('scrapped', 'removed') OR nullif(btrim("reason"), '') IS NOT NULL),
	CONSTRAINT "meter_events_where" CHECK ("kind" NOT IN ('installed', 'removed') OR "water_user_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "meter_events" ADD CONSTRAINT "meter_events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_events" ADD CONSTRAINT "meter_events_meter_fk" FOREIGN KEY ("org_id","meter_id") REFERENCES "public"."meters"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_events" ADD CONSTRAINT "meter_events_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_events" ADD CONSTRAINT "meter_events_installation_fk" FOREIGN KEY ("org_id","installation_id") REFERENCES "public"."meter_installations"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_events" ADD CONSTRAINT "meter_events_delivery_fk" FOREIGN KEY ("org_id","delivery_id") REFERENCES "public"."meter_deliveries"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_events" ADD CONSTRAINT "meter_events_actor_fk" FOREIGN KEY ("org_id","actor_id") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_events_meter" ON "meter_events" USING btree ("org_id","meter_id","at");--> statement-breakpoint
SELECT prapa_tenant_table('meter_events');
--> statement-breakpoint
-- A meter's history is written once: never edited, never deleted (for the owner too).
CREATE OR REPLACE FUNCTION prapa_meter_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prapa: a meter''s history is append-only' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "meter_events_append_only" BEFORE UPDATE OR DELETE ON "meter_events"
  FOR EACH ROW EXECUTE FUNCTION prapa_meter_events_append_only();
--> statement-breakpoint
-- The meter's status is its last event's: written here, so no path can record a move and
-- leave the status behind.
CREATE OR REPLACE FUNCTION prapa_meter_events_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "meters" SET "status" = CASE NEW.kind
      WHEN 'received' THEN 'in_stock'
      WHEN 'installed' THEN 'installed'
      WHEN 'removed' THEN 'removed'
      WHEN 'sent_to_test' THEN 'at_test'
      WHEN 'returned' THEN 'in_stock'
      WHEN 'scrapped' THEN 'scrapped'
    END, "updated_at" = now()
  WHERE "org_id" = NEW.org_id AND "id" = NEW.meter_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meter_events_status" AFTER INSERT ON "meter_events"
  FOR EACH ROW EXECUTE FUNCTION prapa_meter_events_status();

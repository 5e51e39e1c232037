-- Issue 26 (requests, คำร้อง): how a household becomes a water user. A request is filed
-- with a number per organisation and fiscal year (gapless, as bills), moves through the
-- states packages/domain request-flow.ts allows, each move an append-only event; its fees
-- are sundry bills (request_fees links them); the utility keeps a price list for the
-- survey's estimate. A new connection's water user exists from approval in the "waiting
-- for installation" usage status (PENDING: nothing billed, nothing read).
CREATE TABLE "request_counters" (
	"org_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_counters_pk" PRIMARY KEY("org_id","fiscal_year")
);
--> statement-breakpoint
ALTER TABLE "request_counters" ADD CONSTRAINT "request_counters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('request_counters');
--> statement-breakpoint
-- As bill numbers (MONEY.md §1.2): a request number taken is never given back.
CREATE OR REPLACE FUNCTION prapa_request_counters_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.last_seq < OLD.last_seq OR NEW.fiscal_year <> OLD.fiscal_year
     OR NEW.org_id <> OLD.org_id THEN
    RAISE EXCEPTION 'prapa: request numbers only move forward' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "request_counters_guard" BEFORE UPDATE OR DELETE ON "request_counters"
  FOR EACH ROW EXECUTE FUNCTION prapa_request_counters_guard();
--> statement-breakpoint
CREATE TABLE "request_price_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"price" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_price_items_org_code" UNIQUE("org_id","code"),
	CONSTRAINT "request_price_items_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "request_price_items_price" CHECK ("price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "request_price_items" ADD CONSTRAINT "request_price_items_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('request_price_items');
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"filed_on" date NOT NULL,
	"water_user_id" uuid,
	"applicant_existing" boolean NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text,
	"national_id" text,
	"phone" text,
	"house_no" text NOT NULL,
	"moo" integer,
	"road" text,
	"subdistrict" text NOT NULL,
	"district" text NOT NULL,
	"province" text NOT NULL,
	"postcode" text NOT NULL,
	"area_id" uuid NOT NULL,
	"route_id" uuid,
	"latitude" double precision,
	"longitude" double precision,
	"user_type_id" uuid,
	"meter_size_id" uuid,
	"documents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject" text,
	"note" text,
	"survey" jsonb,
	"estimate" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimate_total" bigint DEFAULT 0 NOT NULL,
	"installation_id" uuid,
	"reason" text,
	"answer" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "requests_org_number" UNIQUE("org_id","fiscal_year","seq"),
	CONSTRAINT "requests_kind" CHECK ("kind" IN ('new_connection', 'transfer', 'meter_size_change', 'relocation', 'suspension', 'resumption', 'cancellation', 'reconnection', 'complaint')),
	CONSTRAINT "requests_state" CHECK ("state" IN ('submitted', 'surveyed', 'approved', 'fees_issued', 'installed', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "requests_estimate_total" CHECK ("estimate_total" >= 0),
	CONSTRAINT "requests_lat_lng" CHECK (("latitude" IS NULL) = ("longitude" IS NULL)),
	CONSTRAINT "requests_reason" CHECK ("state" NOT IN ('rejected', 'cancelled') OR nullif(btrim("reason"), '') IS NOT NULL),
	CONSTRAINT "requests_installed" CHECK ("kind" <> 'new_connection' OR "state" NOT IN ('installed', 'completed') OR "installation_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_area_fk" FOREIGN KEY ("org_id","area_id") REFERENCES "public"."areas"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_route_fk" FOREIGN KEY ("org_id","route_id") REFERENCES "public"."collection_routes"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_user_type_fk" FOREIGN KEY ("org_id","user_type_id") REFERENCES "public"."user_types"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_meter_size_fk" FOREIGN KEY ("org_id","meter_size_id") REFERENCES "public"."meter_sizes"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_installation_fk" FOREIGN KEY ("org_id","installation_id") REFERENCES "public"."meter_installations"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_created_by_fk" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_list" ON "requests" USING btree ("org_id","state","filed_on");--> statement-breakpoint
CREATE INDEX "requests_user" ON "requests" USING btree ("org_id","water_user_id") WHERE "water_user_id" IS NOT NULL;--> statement-breakpoint
-- One installation makes one request's connection, and a connection comes of one request.
CREATE UNIQUE INDEX "requests_one_installation" ON "requests" USING btree ("org_id","installation_id") WHERE "installation_id" IS NOT NULL;--> statement-breakpoint
SELECT prapa_tenant_table('requests');
--> statement-breakpoint
-- The request as filed (number, kind, date, who filed it) never changes; it is never deleted.
CREATE OR REPLACE FUNCTION prapa_requests_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prapa: a request is never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF ROW(NEW.id, NEW.org_id, NEW.fiscal_year, NEW.seq, NEW.number, NEW.kind, NEW.filed_on,
         NEW.created_by, NEW.created_at)
     IS DISTINCT FROM
     ROW(OLD.id, OLD.org_id, OLD.fiscal_year, OLD.seq, OLD.number, OLD.kind, OLD.filed_on,
         OLD.created_by, OLD.created_at)
     OR OLD.state IN ('completed', 'rejected', 'cancelled') THEN
    RAISE EXCEPTION 'prapa: a request keeps its number and filing, and a closed one stays closed' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "requests_guard" BEFORE UPDATE OR DELETE ON "requests"
  FOR EACH ROW EXECUTE FUNCTION prapa_requests_guard();
--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"note" text,
	"actor_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_events_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_fk" FOREIGN KEY ("org_id","request_id") REFERENCES "public"."requests"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_actor_fk" FOREIGN KEY ("org_id","actor_id") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_request" ON "request_events" USING btree ("org_id","request_id","at");--> statement-breakpoint
SELECT prapa_tenant_table('request_events');
--> statement-breakpoint
CREATE TABLE "request_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"fee_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_fees_org_bill" UNIQUE("org_id","bill_id"),
	CONSTRAINT "request_fees_kind" CHECK ("fee_kind" IN ('connection', 'deposit', 'installation', 'reconnection', 'meter_change')),
	CONSTRAINT "request_fees_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "request_fees" ADD CONSTRAINT "request_fees_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_fees" ADD CONSTRAINT "request_fees_request_fk" FOREIGN KEY ("org_id","request_id") REFERENCES "public"."requests"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_fees" ADD CONSTRAINT "request_fees_bill_fk" FOREIGN KEY ("org_id","bill_id") REFERENCES "public"."bills"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_fees_request" ON "request_fees" USING btree ("org_id","request_id");--> statement-breakpoint
SELECT prapa_tenant_table('request_fees');
--> statement-breakpoint
-- What happened to a request, and which bills are its fees, is history: never changed.
CREATE OR REPLACE FUNCTION prapa_request_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prapa: % is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "request_events_append_only" BEFORE UPDATE OR DELETE ON "request_events"
  FOR EACH ROW EXECUTE FUNCTION prapa_request_history_append_only();
--> statement-breakpoint
CREATE TRIGGER "request_fees_append_only" BEFORE UPDATE OR DELETE ON "request_fees"
  FOR EACH ROW EXECUTE FUNCTION prapa_request_history_append_only();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['request_counters', 'request_events', 'request_fees', 'requests'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT '
      'EXECUTE FUNCTION prapa_no_truncate()', t || '_no_truncate', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A connection approved but not yet installed: nothing billed, nothing read, fees billable.
INSERT INTO "usage_statuses" ("org_id", "code", "name", "bill_mode", "reading_required", "counts_as_cut_off", "bill_at_average", "colour", "sort_order", "active")
SELECT "id", 'PENDING', 'รอติดตั้ง', 'none', false, false, false, '#00CFE8', 60, true FROM "organisations"
ON CONFLICT ("org_id", "code") DO NOTHING;

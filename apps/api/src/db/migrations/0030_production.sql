-- Issue 27 (water cost, lost water): the water the utility produces and what it costs.
-- Management figures, not money owed: an entry for a month is replaced in place (the audit
-- log keeps what it said before, as for basic data) or removed, also after the round is
-- billed. Months are stored as their first day.
CREATE TABLE "water_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"area_id" uuid,
	"metered" boolean DEFAULT true NOT NULL,
	"digits" integer DEFAULT 8 NOT NULL,
	"initial_reading" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_sources_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "water_sources_org_code" UNIQUE("org_id","code"),
	CONSTRAINT "water_sources_kind" CHECK ("kind" IN ('well', 'surface', 'purchase', 'other', 'area_meter')),
	-- An area (district) meter measures what flows into one area.
	CONSTRAINT "water_sources_area_meter" CHECK ("kind" <> 'area_meter' OR "area_id" IS NOT NULL),
	CONSTRAINT "water_sources_meter" CHECK ("digits" BETWEEN 3 AND 10 AND "initial_reading" >= 0)
);
--> statement-breakpoint
ALTER TABLE "water_sources" ADD CONSTRAINT "water_sources_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_sources" ADD CONSTRAINT "water_sources_area_fk" FOREIGN KEY ("org_id","area_id") REFERENCES "public"."areas"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('water_sources');
--> statement-breakpoint
CREATE TABLE "production_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"month" date NOT NULL,
	"reading" integer,
	"rollover" boolean DEFAULT false NOT NULL,
	"old_final" integer,
	"new_start" integer,
	"volume" integer,
	"reason" text,
	"note" text,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_readings_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "production_readings_month_once" UNIQUE("org_id","source_id","month"),
	CONSTRAINT "production_readings_first_day" CHECK (extract(day FROM "month") = 1),
	-- A meter read, or a volume typed with the reason there was no reading.
	CONSTRAINT "production_readings_what" CHECK (
		("reading" IS NOT NULL AND "reading" >= 0 AND "volume" IS NULL)
		OR ("reading" IS NULL AND "volume" IS NOT NULL AND "volume" >= 0 AND nullif(btrim("reason"), '') IS NOT NULL)),
	-- A meter replaced in the month: the old meter's last figure and the new one's first.
	CONSTRAINT "production_readings_replaced" CHECK (("old_final" IS NULL) = ("new_start" IS NULL)
		AND ("old_final" IS NULL OR ("reading" IS NOT NULL AND "old_final" >= 0 AND "new_start" >= 0 AND NOT "rollover")))
);
--> statement-breakpoint
ALTER TABLE "production_readings" ADD CONSTRAINT "production_readings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_readings" ADD CONSTRAINT "production_readings_source_fk" FOREIGN KEY ("org_id","source_id") REFERENCES "public"."water_sources"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_readings" ADD CONSTRAINT "production_readings_updated_by_fk" FOREIGN KEY ("org_id","updated_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('production_readings');
--> statement-breakpoint
CREATE TABLE "production_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"month" date NOT NULL,
	"head" text NOT NULL,
	"quantity" numeric(14, 2),
	"unit" text,
	"amount" bigint NOT NULL,
	"note" text,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_costs_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "production_costs_month_once" UNIQUE("org_id","source_id","month","head"),
	CONSTRAINT "production_costs_first_day" CHECK (extract(day FROM "month") = 1),
	CONSTRAINT "production_costs_head" CHECK ("head" IN ('electricity', 'chlorine', 'alum', 'lime', 'labour', 'repairs', 'other')),
	CONSTRAINT "production_costs_amounts" CHECK ("amount" >= 0 AND ("quantity" IS NULL OR "quantity" >= 0))
);
--> statement-breakpoint
ALTER TABLE "production_costs" ADD CONSTRAINT "production_costs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_costs" ADD CONSTRAINT "production_costs_source_fk" FOREIGN KEY ("org_id","source_id") REFERENCES "public"."water_sources"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_costs" ADD CONSTRAINT "production_costs_updated_by_fk" FOREIGN KEY ("org_id","updated_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('production_costs');
--> statement-breakpoint
CREATE TABLE "unbilled_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"month" date NOT NULL,
	"area_id" uuid,
	"kind" text NOT NULL,
	"volume" integer NOT NULL,
	"note" text,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unbilled_usage_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "unbilled_usage_month_once" UNIQUE NULLS NOT DISTINCT("org_id","month","area_id","kind"),
	CONSTRAINT "unbilled_usage_first_day" CHECK (extract(day FROM "month") = 1),
	CONSTRAINT "unbilled_usage_kind" CHECK ("kind" IN ('public_tap', 'flushing', 'fire', 'office', 'other')),
	CONSTRAINT "unbilled_usage_volume" CHECK ("volume" >= 0)
);
--> statement-breakpoint
ALTER TABLE "unbilled_usage" ADD CONSTRAINT "unbilled_usage_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_usage" ADD CONSTRAINT "unbilled_usage_area_fk" FOREIGN KEY ("org_id","area_id") REFERENCES "public"."areas"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_usage" ADD CONSTRAINT "unbilled_usage_updated_by_fk" FOREIGN KEY ("org_id","updated_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('unbilled_usage');

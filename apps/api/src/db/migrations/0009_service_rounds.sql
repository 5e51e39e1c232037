CREATE TABLE "billing_cycles" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"reading_from_day" integer NOT NULL,
	"reading_to_day" integer NOT NULL,
	"bill_day" integer NOT NULL,
	"warn_days_after_due" integer NOT NULL,
	"cutoff_days_after_due" integer NOT NULL,
	"anomaly_low_below_bp" integer NOT NULL,
	"anomaly_high_above_bp" integer NOT NULL,
	"anomaly_very_high_above_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"water_user_id" uuid NOT NULL,
	"meter_id" uuid,
	"previous" integer NOT NULL,
	"current" integer,
	"usage" integer NOT NULL,
	"deducted" integer DEFAULT 0 NOT NULL,
	"average" integer,
	"code" text DEFAULT '00' NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL,
	"anomaly" text DEFAULT 'normal' NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"diff_bp" integer,
	"status" text DEFAULT 'recorded' NOT NULL,
	"source" text NOT NULL,
	"client_id" text,
	"note" text,
	"read_at" timestamp with time zone NOT NULL,
	"reader_id" uuid,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readings_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "readings_round_user" UNIQUE("org_id","round_id","water_user_id"),
	CONSTRAINT "readings_client_id" UNIQUE("org_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "service_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"year_be" integer NOT NULL,
	"month" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"reading_from" date NOT NULL,
	"reading_to" date NOT NULL,
	"bill_date" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_rounds_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "service_rounds_org_month" UNIQUE("org_id","year_be","month")
);
--> statement-breakpoint
ALTER TABLE "billing_cycles" ADD CONSTRAINT "billing_cycles_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_round_fk" FOREIGN KEY ("org_id","round_id") REFERENCES "public"."service_rounds"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_meter_fk" FOREIGN KEY ("org_id","meter_id") REFERENCES "public"."meters"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rounds" ADD CONSTRAINT "service_rounds_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "readings_user" ON "readings" USING btree ("org_id","water_user_id","read_at");--> statement-breakpoint
CREATE INDEX "readings_round_anomaly" ON "readings" USING btree ("org_id","round_id","anomaly") WHERE anomaly <> 'normal';--> statement-breakpoint
SELECT prapa_tenant_table('billing_cycles');
--> statement-breakpoint
SELECT prapa_tenant_table('service_rounds');
--> statement-breakpoint
SELECT prapa_tenant_table('readings');

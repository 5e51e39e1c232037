CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"village_no" integer,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_org_code" UNIQUE("org_id","code"),
	CONSTRAINT "areas_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "collection_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"area_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"reader_id" uuid,
	"collector_id" uuid,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routes_org_code" UNIQUE("org_id","code"),
	CONSTRAINT "routes_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "discount_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"monthly_cap" bigint,
	"bill_ceiling" bigint,
	"applies_to" text NOT NULL,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_schemes_org_code" UNIQUE("org_id","code"),
	CONSTRAINT "discount_schemes_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "meter_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"monthly_fee" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"installation_fee" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_sizes_org_code" UNIQUE("org_id","code"),
	CONSTRAINT "meter_sizes_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"bank_account" jsonb,
	"reference_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_org_code" UNIQUE("org_id","code"),
	CONSTRAINT "channels_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"paper" text NOT NULL,
	"connection" text NOT NULL,
	"host" text,
	"port" integer,
	"default_for_receipts" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_type_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"method" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"minimum_charge" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariffs_org_type_from" UNIQUE("org_id","user_type_id","effective_from"),
	CONSTRAINT "tariffs_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "usage_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"bill_mode" text NOT NULL,
	"reading_required" boolean NOT NULL,
	"counts_as_cut_off" boolean NOT NULL,
	"bill_at_average" boolean DEFAULT false NOT NULL,
	"colour" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_statuses_org_code" UNIQUE("org_id","code"),
	CONSTRAINT "usage_statuses_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_types_org_code" UNIQUE("org_id","code"),
	CONSTRAINT "user_types_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_routes" ADD CONSTRAINT "collection_routes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_routes" ADD CONSTRAINT "routes_area_fk" FOREIGN KEY ("org_id","area_id") REFERENCES "public"."areas"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_routes" ADD CONSTRAINT "routes_reader_fk" FOREIGN KEY ("org_id","reader_id") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_routes" ADD CONSTRAINT "routes_collector_fk" FOREIGN KEY ("org_id","collector_id") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_schemes" ADD CONSTRAINT "discount_schemes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_sizes" ADD CONSTRAINT "meter_sizes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_office_fk" FOREIGN KEY ("org_id","office_id") REFERENCES "public"."offices"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_user_type_fk" FOREIGN KEY ("org_id","user_type_id") REFERENCES "public"."user_types"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_statuses" ADD CONSTRAINT "usage_statuses_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_types" ADD CONSTRAINT "user_types_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('areas');
--> statement-breakpoint
SELECT prapa_tenant_table('collection_routes');
--> statement-breakpoint
SELECT prapa_tenant_table('payment_channels');
--> statement-breakpoint
SELECT prapa_tenant_table('meter_sizes');
--> statement-breakpoint
SELECT prapa_tenant_table('usage_statuses');
--> statement-breakpoint
SELECT prapa_tenant_table('user_types');
--> statement-breakpoint
SELECT prapa_tenant_table('tariffs');
--> statement-breakpoint
SELECT prapa_tenant_table('discount_schemes');
--> statement-breakpoint
SELECT prapa_tenant_table('printers');
--> statement-breakpoint
-- One receipt printer per office is the default one.
CREATE UNIQUE INDEX "printers_default_receipt" ON "printers" ("org_id", "office_id") WHERE "default_for_receipts";

CREATE TABLE "discount_entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"water_user_id" uuid NOT NULL,
	"scheme_id" uuid NOT NULL,
	"evidence" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "meter_installations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"meter_id" uuid NOT NULL,
	"water_user_id" uuid NOT NULL,
	"installed_on" date NOT NULL,
	"initial_reading" integer NOT NULL,
	"removed_on" date,
	"final_reading" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_installations_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"brand" text,
	"meter_size_id" uuid NOT NULL,
	"digits" integer NOT NULL,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meters_org_serial" UNIQUE("org_id","serial"),
	CONSTRAINT "meters_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "water_user_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"row_count" integer NOT NULL,
	"created_count" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"customer_no" text NOT NULL,
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
	"route_seq" integer,
	"user_type_id" uuid NOT NULL,
	"meter_size_id" uuid NOT NULL,
	"usage_status_id" uuid NOT NULL,
	"deposit_paid" bigint DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"connected_on" date,
	"notes" text,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_users_org_customer_no" UNIQUE("org_id","customer_no"),
	CONSTRAINT "water_users_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "customer_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_entitlements" ADD CONSTRAINT "discount_entitlements_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_entitlements" ADD CONSTRAINT "entitlements_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_entitlements" ADD CONSTRAINT "entitlements_scheme_fk" FOREIGN KEY ("org_id","scheme_id") REFERENCES "public"."discount_schemes"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_installations" ADD CONSTRAINT "meter_installations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_installations" ADD CONSTRAINT "installations_meter_fk" FOREIGN KEY ("org_id","meter_id") REFERENCES "public"."meters"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_installations" ADD CONSTRAINT "installations_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_size_fk" FOREIGN KEY ("org_id","meter_size_id") REFERENCES "public"."meter_sizes"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_user_imports" ADD CONSTRAINT "water_user_imports_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_users" ADD CONSTRAINT "water_users_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_users" ADD CONSTRAINT "water_users_area_fk" FOREIGN KEY ("org_id","area_id") REFERENCES "public"."areas"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_users" ADD CONSTRAINT "water_users_route_fk" FOREIGN KEY ("org_id","route_id") REFERENCES "public"."collection_routes"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_users" ADD CONSTRAINT "water_users_type_fk" FOREIGN KEY ("org_id","user_type_id") REFERENCES "public"."user_types"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_users" ADD CONSTRAINT "water_users_size_fk" FOREIGN KEY ("org_id","meter_size_id") REFERENCES "public"."meter_sizes"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_users" ADD CONSTRAINT "water_users_status_fk" FOREIGN KEY ("org_id","usage_status_id") REFERENCES "public"."usage_statuses"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entitlements_user" ON "discount_entitlements" USING btree ("org_id","water_user_id");--> statement-breakpoint
CREATE INDEX "installations_user" ON "meter_installations" USING btree ("org_id","water_user_id");--> statement-breakpoint
CREATE INDEX "water_user_imports_hash" ON "water_user_imports" USING btree ("org_id","file_hash");--> statement-breakpoint
CREATE INDEX "water_users_route_seq" ON "water_users" USING btree ("org_id","route_id","route_seq");--> statement-breakpoint
CREATE INDEX "water_users_area" ON "water_users" USING btree ("org_id","area_id");--> statement-breakpoint
CREATE INDEX "water_users_status" ON "water_users" USING btree ("org_id","usage_status_id");--> statement-breakpoint
CREATE INDEX "water_users_name" ON "water_users" USING btree ("org_id","first_name","last_name");
--> statement-breakpoint
SELECT prapa_tenant_table('water_users');
--> statement-breakpoint
SELECT prapa_tenant_table('meters');
--> statement-breakpoint
SELECT prapa_tenant_table('meter_installations');
--> statement-breakpoint
SELECT prapa_tenant_table('discount_entitlements');
--> statement-breakpoint
SELECT prapa_tenant_table('water_user_imports');
--> statement-breakpoint
-- At most one meter installed on a connection at a time.
CREATE UNIQUE INDEX "installations_one_current" ON "meter_installations" ("org_id", "water_user_id") WHERE "removed_on" IS NULL;
--> statement-breakpoint
-- Search over name, customer number, phone and national id (ILIKE '%…%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "water_users_search_trgm" ON "water_users" USING gin ((coalesce(customer_no,'') || ' ' || coalesce(first_name,'') || ' ' || coalesce(last_name,'') || ' ' || coalesce(phone,'') || ' ' || coalesce(national_id,'')) gin_trgm_ops);

CREATE TABLE "job_files" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"phase" text,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "meter_installations" ADD COLUMN "import_job" uuid;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "import_job" uuid;--> statement-breakpoint
ALTER TABLE "water_users" ADD COLUMN "import_job" uuid;--> statement-breakpoint
ALTER TABLE "job_files" ADD CONSTRAINT "job_files_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_files" ADD CONSTRAINT "job_files_job_fk" FOREIGN KEY ("org_id","job_id") REFERENCES "public"."jobs"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_active" ON "jobs" USING btree ("org_id","key") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_idempotency" ON "jobs" USING btree ("org_id","kind","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "jobs_waiting" ON "jobs" USING btree ("created_at") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_org_kind" ON "jobs" USING btree ("org_id","kind","created_at");--> statement-breakpoint
SELECT prapa_tenant_table('jobs');
--> statement-breakpoint
SELECT prapa_tenant_table('job_files');
--> statement-breakpoint
-- Long work stages its rows where they are going, marked with its job, and publishes them
-- by finishing the job: one row updated, however many rows it wrote (MONEY.md §1, issue
-- 13). Until then the app's role does not see them; a crash leaves nothing visible, and
-- the runner's resume or a cleanup deletes them. FOR SELECT only: the job's own INSERTs
-- pass (they use no RETURNING, which SELECT policies would check).
CREATE POLICY published ON "water_users" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("import_job" IS NULL OR "import_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
CREATE POLICY published ON "meters" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("import_job" IS NULL OR "import_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
CREATE POLICY published ON "meter_installations" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("import_job" IS NULL OR "import_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
-- The search view (0005) keeps the same rule itself, as it keeps the organisation's.
DROP VIEW "water_user_search";
--> statement-breakpoint
CREATE VIEW "water_user_search" AS
  SELECT * FROM "water_users" w
  WHERE w."org_id" = prapa_current_org()
    AND (w."import_job" IS NULL OR w."import_job" NOT IN (
      SELECT j.id FROM "jobs" j WHERE j.org_id = prapa_current_org() AND j.status <> 'succeeded'));
--> statement-breakpoint
GRANT SELECT ON "water_user_search" TO prapa_app;
--> statement-breakpoint
-- 0005 turned fastupdate off because, with no autovacuum on PGlite, a 4 MB pending list
-- would slow every search. Measured on a 20,000-row insert (PGlite): 4.1 s with it off,
-- 1.7 s with it on; a 256 kB list bounds what a search reads, and bulk writers merge it
-- at their end (gin_clean_pending_list, src/jobs), so the list is empty after an import.
ALTER INDEX "water_users_search_trgm" SET (fastupdate = on, gin_pending_list_limit = 256);
--> statement-breakpoint
-- A staged import writes each connection with its meter's serial already (bulk-write.ts):
-- the serial refresh of 0007 skips its rows instead of joining them against every
-- connection of the organisation once per statement.
CREATE OR REPLACE FUNCTION prapa_refresh_meter_serial() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  users uuid[] := ARRAY(SELECT water_user_id FROM changed WHERE import_job IS NULL);
BEGIN
  IF cardinality(users) > 0 THEN
    PERFORM prapa_refresh_meter_serial_of(users);
  END IF;
  RETURN NULL;
END $$;

-- Issue 29: one deployment bills hundreds of organisations at month-end. Jobs are shared
-- fairly between them: the runner claims the job of the organisation served longest ago
-- (round-robin by organisation), runs at most JOB_ORG_LIMIT jobs of one organisation at
-- once, and a long run that may resume (billing) steps back into the queue after a time
-- slice when another organisation waits. queued_at is when a job (re)joined the queue;
-- claimed_by says which server process runs it (an operator's question after a crash).
ALTER TABLE "jobs" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
UPDATE "jobs" SET "queued_at" = "created_at";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "queued_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "queued_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "slices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX "jobs_waiting";--> statement-breakpoint
CREATE INDEX "jobs_waiting" ON "jobs" USING btree ("queued_at") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE TABLE "job_org_turns" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"last_turn" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_org_turns" ADD CONSTRAINT "job_org_turns_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('job_org_turns');

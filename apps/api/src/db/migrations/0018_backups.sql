-- Every backup the server took or served (nightly, the IT screen's, `npm run backup`),
-- shown to the IT position: when, which file, how big, and why one failed. Deployment-wide,
-- not business data: no org_id, read only through the owner's connection (withSystem).
CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"slot" text,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"bytes" bigint,
	"sha256" text,
	"error" text,
	CONSTRAINT "backup_runs_trigger" CHECK ("trigger" in ('nightly', 'manual', 'command')),
	CONSTRAINT "backup_runs_status" CHECK ("status" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
-- One nightly backup a night however many processes serve the database (PostgreSQL).
CREATE UNIQUE INDEX "backup_runs_slot" ON "backup_runs" USING btree ("slot") WHERE slot is not null;
--> statement-breakpoint
CREATE INDEX "backup_runs_started" ON "backup_runs" USING btree ("started_at");

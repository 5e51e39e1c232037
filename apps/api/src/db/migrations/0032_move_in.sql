-- Issue 28: moving a utility in from its old books (Excel or another program). Each step
-- (last readings, usage history, opening debts, deposits held, credit balances) is a file
-- confirmed as a job: its rows are written marked with the job and stay unseen until the
-- job succeeds (as 0008 and 0016 stage theirs), then the batch record says what came in.
--
-- Opening debts are bills of their own kind, 'opening' (ยอดยกมา), numbered in their own
-- series (BF2570000001) and carrying the old system's period and reference: immutable like
-- every bill, paid at the counter, by QR and by bank file, counted in debt with their
-- original periods. Undoing the step before go-live voids them (a bill is never deleted
-- once seen); a staged opening bill that was never published may be deleted by its job.
ALTER TABLE "bills" ADD COLUMN "period_year_be" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "period_month" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "move_in_job" uuid;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_opening" CHECK (
  ("kind" = 'opening') = ("move_in_job" IS NOT NULL)
  AND ("kind" = 'opening') = ("period_year_be" IS NOT NULL)
  AND ("kind" = 'opening') = ("period_month" IS NOT NULL)
  AND ("period_month" IS NULL OR "period_month" BETWEEN 1 AND 12));
--> statement-breakpoint
-- Two series share the bills table: the bills Prapa issues, and the opening bills.
ALTER TABLE "bills" DROP CONSTRAINT "bills_org_number";--> statement-breakpoint
CREATE UNIQUE INDEX "bills_org_number" ON "bills" USING btree ("org_id","fiscal_year","seq") WHERE kind <> 'opening';--> statement-breakpoint
CREATE UNIQUE INDEX "bills_opening_number" ON "bills" USING btree ("org_id","fiscal_year","seq") WHERE kind = 'opening';--> statement-breakpoint
CREATE UNIQUE INDEX "bills_one_opening_bill" ON "bills" USING btree ("org_id","water_user_id","period_year_be","period_month") WHERE kind = 'opening' and status <> 'void';--> statement-breakpoint
CREATE INDEX "bills_move_in" ON "bills" USING btree ("org_id","move_in_job") WHERE move_in_job is not null;--> statement-breakpoint
CREATE POLICY published ON "bills" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("move_in_job" IS NULL OR "move_in_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_bills_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.id, NEW.org_id, NEW.kind, NEW.sundry_kind, NEW.fiscal_year, NEW.seq, NEW.number,
         NEW.round_id, NEW.water_user_id, NEW.reading_id, NEW.customer_no, NEW.bill_date,
         NEW.due_date, NEW.usage, NEW.total, NEW.replaces_id, NEW.snapshot, NEW.job_id,
         NEW.created_by, NEW.created_at, NEW.period_year_be, NEW.period_month, NEW.reference,
         NEW.move_in_job)
     IS DISTINCT FROM
     ROW(OLD.id, OLD.org_id, OLD.kind, OLD.sundry_kind, OLD.fiscal_year, OLD.seq, OLD.number,
         OLD.round_id, OLD.water_user_id, OLD.reading_id, OLD.customer_no, OLD.bill_date,
         OLD.due_date, OLD.usage, OLD.total, OLD.replaces_id, OLD.snapshot, OLD.job_id,
         OLD.created_by, OLD.created_at, OLD.period_year_be, OLD.period_month, OLD.reference,
         OLD.move_in_job) THEN
    RAISE EXCEPTION 'prapa: bill % is immutable', OLD.number USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "bills_frozen" ON "bills";--> statement-breakpoint
CREATE TRIGGER "bills_frozen" BEFORE UPDATE OF id, org_id, kind, sundry_kind, fiscal_year,
  seq, number, round_id, water_user_id, reading_id, customer_no, bill_date, due_date, usage,
  total, replaces_id, snapshot, job_id, created_by, created_at, period_year_be, period_month,
  reference, move_in_job ON "bills"
  FOR EACH ROW EXECUTE FUNCTION prapa_bills_frozen();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_bills_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  derived text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- An opening bill its job staged and never published was never seen: its job may clear it.
    IF OLD.kind = 'opening' AND prapa_unpublished(OLD.move_in_job) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'prapa: a bill is never deleted (%)', OLD.number USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'void' THEN
    RAISE EXCEPTION 'prapa: bill % is void', OLD.number USING ERRCODE = 'P0001';
  END IF;
  IF NEW.paid < 0 OR NEW.paid > NEW.total THEN
    RAISE EXCEPTION 'prapa: bill % paid % outside 0..%', NEW.number, NEW.paid, NEW.total
      USING ERRCODE = 'P0001';
  END IF;
  IF NEW.status = 'void' THEN
    IF NEW.paid <> 0 OR NEW.void_reason IS NULL OR NEW.voided_at IS NULL THEN
      RAISE EXCEPTION 'prapa: bill % voided with a payment or without a reason', NEW.number
        USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.void_reason IS NOT NULL OR NEW.voided_at IS NOT NULL OR NEW.voided_by IS NOT NULL THEN
    RAISE EXCEPTION 'prapa: bill % has void marks but is not void', NEW.number USING ERRCODE = 'P0001';
  END IF;
  derived := CASE WHEN NEW.paid = NEW.total THEN 'paid' WHEN NEW.paid = 0 THEN 'issued' ELSE 'partly_paid' END;
  IF NEW.status <> derived THEN
    RAISE EXCEPTION 'prapa: bill % status % does not match paid %/%', NEW.number, NEW.status,
      NEW.paid, NEW.total USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A line goes only with its staged, never published opening bill. The bill is unseen by
-- the app role (the policy above), so the check reads it as the owner.
CREATE OR REPLACE FUNCTION prapa_bill_lines_guard() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP = 'DELETE' AND EXISTS (
    SELECT 1 FROM bills b WHERE b.org_id = OLD.org_id AND b.id = OLD.bill_id
      AND b.kind = 'opening' AND prapa_unpublished(b.move_in_job)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'prapa: a bill line is never changed or deleted' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
-- The opening series' counter: the job numbers its staged bills after the last number and
-- moves the counter in the publishing transaction, so a failed run gives nothing back
-- and leaves no gap; it only moves forward, as bill_counters.
CREATE TABLE "opening_bill_counters" (
	"org_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "opening_bill_counters_pk" PRIMARY KEY("org_id","fiscal_year")
);
--> statement-breakpoint
ALTER TABLE "opening_bill_counters" ADD CONSTRAINT "opening_bill_counters_org_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('opening_bill_counters');
--> statement-breakpoint
CREATE TRIGGER "opening_bill_counters_guard" BEFORE UPDATE OR DELETE ON "opening_bill_counters"
  FOR EACH ROW EXECUTE FUNCTION prapa_bill_counters_guard();
--> statement-breakpoint
-- Credit on account brought in (+, with the old system's reference), and its reversal (−)
-- when the step is undone before go-live: credit moves are written once, never deleted.
ALTER TABLE "credit_moves" ADD COLUMN "move_in_job" uuid;--> statement-breakpoint
ALTER TABLE "credit_moves" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "credit_moves" DROP CONSTRAINT "credit_moves_source";--> statement-breakpoint
ALTER TABLE "credit_moves" ADD CONSTRAINT "credit_moves_source" CHECK (
  amount <> 0 AND (receipt_id IS NOT NULL OR bill_id IS NOT NULL
    OR (deposit_move_id IS NOT NULL AND amount > 0) OR move_in_job IS NOT NULL));
--> statement-breakpoint
CREATE INDEX "credit_moves_move_in" ON "credit_moves" USING btree ("org_id","move_in_job") WHERE move_in_job is not null;--> statement-breakpoint
-- The last reading of each connection's meter in the old books: the first round's
-- previous reading when the meter has no reading in Prapa yet.
CREATE TABLE "opening_readings" (
	"org_id" uuid NOT NULL,
	"water_user_id" uuid NOT NULL,
	"meter_id" uuid NOT NULL,
	"reading" integer NOT NULL,
	"read_on" date NOT NULL,
	"move_in_job" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_readings_pk" PRIMARY KEY("org_id","water_user_id","meter_id"),
	CONSTRAINT "opening_readings_reading" CHECK ("reading" >= 0)
);
--> statement-breakpoint
ALTER TABLE "opening_readings" ADD CONSTRAINT "opening_readings_org_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_readings" ADD CONSTRAINT "opening_readings_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_readings" ADD CONSTRAINT "opening_readings_meter_fk" FOREIGN KEY ("org_id","meter_id") REFERENCES "public"."meters"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opening_readings_job" ON "opening_readings" USING btree ("org_id","move_in_job");--> statement-breakpoint
SELECT prapa_tenant_table('opening_readings');
--> statement-breakpoint
CREATE POLICY published ON "opening_readings" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("move_in_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
-- Up to 12 months of usage per connection from the old books, so averages and estimates
-- work from the first month.
CREATE TABLE "opening_usage" (
	"org_id" uuid NOT NULL,
	"water_user_id" uuid NOT NULL,
	"year_be" integer NOT NULL,
	"month" integer NOT NULL,
	"usage" integer NOT NULL,
	"move_in_job" uuid NOT NULL,
	CONSTRAINT "opening_usage_pk" PRIMARY KEY("org_id","water_user_id","year_be","month"),
	CONSTRAINT "opening_usage_month" CHECK ("month" BETWEEN 1 AND 12),
	CONSTRAINT "opening_usage_usage" CHECK ("usage" >= 0)
);
--> statement-breakpoint
ALTER TABLE "opening_usage" ADD CONSTRAINT "opening_usage_org_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_usage" ADD CONSTRAINT "opening_usage_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opening_usage_job" ON "opening_usage" USING btree ("org_id","move_in_job");--> statement-breakpoint
SELECT prapa_tenant_table('opening_usage');
--> statement-breakpoint
CREATE POLICY published ON "opening_usage" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("move_in_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
-- Deposits the utility holds from its old books, each with the old system's reference:
-- the deposit register counts them beside what deposit bills took.
CREATE TABLE "opening_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"water_user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	"held_since" date,
	"move_in_job" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_deposits_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "opening_deposits_one" UNIQUE("org_id","water_user_id"),
	CONSTRAINT "opening_deposits_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "opening_deposits" ADD CONSTRAINT "opening_deposits_org_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_deposits" ADD CONSTRAINT "opening_deposits_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opening_deposits_job" ON "opening_deposits" USING btree ("org_id","move_in_job");--> statement-breakpoint
SELECT prapa_tenant_table('opening_deposits');
--> statement-breakpoint
CREATE POLICY published ON "opening_deposits" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("move_in_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
-- One record per confirmed file: what it brought in. Written by the publishing
-- transaction (so never staged); undone as a whole by a later job, which stamps it.
CREATE TABLE "move_in_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"step" text NOT NULL,
	"job_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"row_count" integer NOT NULL,
	"connections" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undo_job" uuid,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	CONSTRAINT "move_in_batches_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "move_in_batches_job" UNIQUE("org_id","job_id"),
	CONSTRAINT "move_in_batches_step" CHECK ("step" IN ('readings', 'usage', 'debts', 'deposits', 'credit')),
	CONSTRAINT "move_in_batches_undone" CHECK (("undone_at" IS NULL) = ("undone_by" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "move_in_batches" ADD CONSTRAINT "move_in_batches_org_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_batches" ADD CONSTRAINT "move_in_batches_job_fk" FOREIGN KEY ("org_id","job_id") REFERENCES "public"."jobs"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_batches" ADD CONSTRAINT "move_in_batches_created_by_fk" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "move_in_batches_step" ON "move_in_batches" USING btree ("org_id","step","created_at");--> statement-breakpoint
SELECT prapa_tenant_table('move_in_batches');
--> statement-breakpoint
-- The organisation's move-in: the old system's control totals as the manager typed them,
-- and going live (from which month Prapa bills; the figures compared, and the reason
-- when they were accepted while they differed).
CREATE TABLE "move_ins" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"totals_customers" integer,
	"totals_debt" bigint,
	"totals_deposits" bigint,
	"totals_credit" bigint,
	"totals_by" uuid,
	"totals_at" timestamp with time zone,
	"live_from_year_be" integer,
	"live_from_month" integer,
	"live_at" timestamp with time zone,
	"live_by" uuid,
	"live_reason" text,
	"live_figures" jsonb,
	CONSTRAINT "move_ins_live" CHECK (("live_at" IS NULL) = ("live_from_year_be" IS NULL)
		AND ("live_at" IS NULL) = ("live_from_month" IS NULL) AND ("live_at" IS NULL) = ("live_by" IS NULL)),
	CONSTRAINT "move_ins_month" CHECK ("live_from_month" IS NULL OR "live_from_month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
ALTER TABLE "move_ins" ADD CONSTRAINT "move_ins_org_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('move_ins');
--> statement-breakpoint
-- Going live is once: the row's live columns are never changed after.
CREATE OR REPLACE FUNCTION prapa_move_ins_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.live_at IS NOT NULL THEN
    RAISE EXCEPTION 'prapa: the organisation went live; its move-in is closed' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "move_ins_guard" BEFORE UPDATE OR DELETE ON "move_ins"
  FOR EACH ROW EXECUTE FUNCTION prapa_move_ins_guard();
--> statement-breakpoint
-- Another program's columns, remembered per organisation and step (as bank_mappings).
CREATE TABLE "move_in_mappings" (
	"org_id" uuid NOT NULL,
	"step" text NOT NULL,
	"header_row" integer DEFAULT 1 NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_in_mappings_pk" PRIMARY KEY("org_id","step")
);
--> statement-breakpoint
ALTER TABLE "move_in_mappings" ADD CONSTRAINT "move_in_mappings_org_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('move_in_mappings');
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['opening_bill_counters', 'move_in_batches', 'move_ins'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT '
      'EXECUTE FUNCTION prapa_no_truncate()', t || '_no_truncate', t);
  END LOOP;
END $$;

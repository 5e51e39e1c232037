CREATE TABLE "bank_post_bills" (
	"org_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"paid_before" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "bank_post_bills_pk" PRIMARY KEY("org_id","job_id","bill_id")
);
--> statement-breakpoint
ALTER TABLE "credit_moves" ADD COLUMN "post_job" uuid;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD COLUMN "post_job" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "post_job" uuid;--> statement-breakpoint
ALTER TABLE "bank_files" ADD COLUMN "post_job" uuid;--> statement-breakpoint
ALTER TABLE "bank_rows" ADD COLUMN "post_job" uuid;--> statement-breakpoint
ALTER TABLE "bank_post_bills" ADD CONSTRAINT "bank_post_bills_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('bank_post_bills');
--> statement-breakpoint
-- A bank file is posted by a job in short batches (issue 13): its file, rows, receipts,
-- allocations and credit moves are written marked with the job and stay unseen until the
-- job succeeds, as an import's rows do (0008). The bills' paid moves in the publishing
-- statement (bank_post_bills). A crash leaves nothing visible; the resumed job clears
-- what it staged and posts the file again.
CREATE POLICY published ON "bank_files" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("post_job" IS NULL OR "post_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
CREATE POLICY published ON "bank_rows" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("post_job" IS NULL OR "post_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
CREATE POLICY published ON "receipts" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("post_job" IS NULL OR "post_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
CREATE POLICY published ON "receipt_allocations" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("post_job" IS NULL OR "post_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
CREATE POLICY published ON "credit_moves" AS RESTRICTIVE FOR SELECT TO prapa_app
  USING ("post_job" IS NULL OR "post_job" NOT IN (SELECT id FROM "jobs" WHERE status <> 'succeeded'));
--> statement-breakpoint
-- Rows a job staged and never published may be deleted (by its cleanup); nothing else.
CREATE OR REPLACE FUNCTION prapa_unpublished(job uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT job IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM jobs WHERE id = job AND status = 'succeeded')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_receipts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF prapa_unpublished(OLD.post_job) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'prapa: a receipt is never deleted (% / %)', OLD.book_no, OLD.number
      USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status = 'void' OR NEW.status <> 'void' OR NEW.void_reason IS NULL
       OR NEW.voided_at IS NULL
       OR ROW(NEW.id, NEW.org_id, NEW.book_id, NEW.fiscal_year, NEW.book_no, NEW.number,
              NEW.water_user_id, NEW.customer_no, NEW.business_date, NEW.paid_at, NEW.channel_id,
              NEW.channel_kind, NEW.reference, NEW.amount, NEW.credit_used, NEW.to_credit,
              NEW.tendered, NEW.change, NEW.cashier_id, NEW.office_id, NEW.idempotency_key,
              NEW.snapshot, NEW.created_at, NEW.post_job)
          IS DISTINCT FROM
          ROW(OLD.id, OLD.org_id, OLD.book_id, OLD.fiscal_year, OLD.book_no, OLD.number,
              OLD.water_user_id, OLD.customer_no, OLD.business_date, OLD.paid_at, OLD.channel_id,
              OLD.channel_kind, OLD.reference, OLD.amount, OLD.credit_used, OLD.to_credit,
              OLD.tendered, OLD.change, OLD.cashier_id, OLD.office_id, OLD.idempotency_key,
              OLD.snapshot, OLD.created_at, OLD.post_job) THEN
      RAISE EXCEPTION 'prapa: receipt % / % is immutable but for its void', OLD.book_no,
        OLD.number USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.status <> 'valid' OR NEW.void_reason IS NOT NULL OR NEW.voided_at IS NOT NULL THEN
    RAISE EXCEPTION 'prapa: a receipt is written valid' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_staged_written_once_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND prapa_unpublished(OLD.post_job) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'prapa: % rows are never changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
DROP TRIGGER "receipt_allocations_guard" ON "receipt_allocations";
--> statement-breakpoint
CREATE TRIGGER "receipt_allocations_guard" BEFORE UPDATE OR DELETE ON "receipt_allocations"
  FOR EACH ROW EXECUTE FUNCTION prapa_staged_written_once_guard();
--> statement-breakpoint
DROP TRIGGER "credit_moves_guard" ON "credit_moves";
--> statement-breakpoint
CREATE TRIGGER "credit_moves_guard" BEFORE UPDATE OR DELETE ON "credit_moves"
  FOR EACH ROW EXECUTE FUNCTION prapa_staged_written_once_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_bank_rows_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF prapa_unpublished(OLD.post_job) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'prapa: a bank row is never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF ROW(NEW.id, NEW.org_id, NEW.file_id, NEW.line_no, NEW.channel_id, NEW.pay_date,
         NEW.paid_at, NEW.payer_name, NEW.ref1, NEW.ref2, NEW.bank_ref, NEW.description,
         NEW.amount, NEW.row_key, NEW.post_job)
     IS DISTINCT FROM
     ROW(OLD.id, OLD.org_id, OLD.file_id, OLD.line_no, OLD.channel_id, OLD.pay_date,
         OLD.paid_at, OLD.payer_name, OLD.ref1, OLD.ref2, OLD.bank_ref, OLD.description,
         OLD.amount, OLD.row_key, OLD.post_job)
     OR OLD.state NOT IN ('queued', 'receipted', 'matched') THEN
    RAISE EXCEPTION 'prapa: bank row % of a file is what the bank said; only what became of it moves', OLD.line_no
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_bank_files_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND prapa_unpublished(OLD.post_job) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'prapa: an imported bank file is never edited nor deleted' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
-- A bill's frozen columns are checked only when an UPDATE names one of them: a payment
-- moves paid and status only, and comparing the whole row (its snapshot jsonb detoasted
-- twice) cost every such update. No other trigger changes NEW, so an UPDATE that does not
-- name a column cannot change it. Measured on PGlite, a bank file publishing 10,000 bills:
-- see the note of this change.
CREATE OR REPLACE FUNCTION prapa_bills_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.id, NEW.org_id, NEW.kind, NEW.sundry_kind, NEW.fiscal_year, NEW.seq, NEW.number,
         NEW.round_id, NEW.water_user_id, NEW.reading_id, NEW.customer_no, NEW.bill_date,
         NEW.due_date, NEW.usage, NEW.total, NEW.replaces_id, NEW.snapshot, NEW.job_id,
         NEW.created_by, NEW.created_at)
     IS DISTINCT FROM
     ROW(OLD.id, OLD.org_id, OLD.kind, OLD.sundry_kind, OLD.fiscal_year, OLD.seq, OLD.number,
         OLD.round_id, OLD.water_user_id, OLD.reading_id, OLD.customer_no, OLD.bill_date,
         OLD.due_date, OLD.usage, OLD.total, OLD.replaces_id, OLD.snapshot, OLD.job_id,
         OLD.created_by, OLD.created_at) THEN
    RAISE EXCEPTION 'prapa: bill % is immutable', OLD.number USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bills_frozen" BEFORE UPDATE OF id, org_id, kind, sundry_kind, fiscal_year,
  seq, number, round_id, water_user_id, reading_id, customer_no, bill_date, due_date, usage,
  total, replaces_id, snapshot, job_id, created_by, created_at ON "bills"
  FOR EACH ROW EXECUTE FUNCTION prapa_bills_frozen();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_bills_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  derived text;
BEGIN
  IF TG_OP = 'DELETE' THEN
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

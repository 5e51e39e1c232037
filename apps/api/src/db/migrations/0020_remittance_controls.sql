-- Issue 24 (money controls): a remittance keeps what finance received beside what the
-- collector's receipts took, and a difference (short: money missing, over: money beyond
-- the receipts) is never silent: it carries a reason. A remittance recorded in error is
-- voided with a reason, never edited or deleted; the voided row stays (struck out on the
-- ป.32), the collector's day opens again, and a corrected remittance may be recorded.
ALTER TABLE "remittances" ADD COLUMN "difference_reason" text;
--> statement-breakpoint
-- taken − remitted as the receipts stood when the money was handed over: positive is money
-- missing (short), negative money over.
ALTER TABLE "remittances" ADD COLUMN "shortfall" bigint NOT NULL
  GENERATED ALWAYS AS ("expected_cash" + "expected_transfer" - "cash" - "transfer") STORED;
--> statement-breakpoint
ALTER TABLE "remittances" ADD COLUMN "void_reason" text;
--> statement-breakpoint
ALTER TABLE "remittances" ADD COLUMN "voided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "remittances" ADD COLUMN "voided_by" uuid;
--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_voided_by_fk" FOREIGN KEY ("org_id","voided_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_amounts" CHECK (
  "cash" >= 0 AND "transfer" >= 0 AND "expected_cash" >= 0 AND "expected_transfer" >= 0);
--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_void" CHECK (
  ("voided_at" IS NULL) = ("voided_by" IS NULL) AND ("voided_at" IS NULL) = ("void_reason" IS NULL));
--> statement-breakpoint
-- One standing remittance per collector and day; voided ones stay beside it.
ALTER TABLE "remittances" DROP CONSTRAINT "remittances_officer_day";
--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_officer_day" ON "remittances" USING btree ("org_id","officer_id","business_date") WHERE "voided_at" IS NULL;
--> statement-breakpoint
-- A remittance is written standing, with a reason when it differs from the receipts; its
-- one move is to void, with a reason, who and when. For the owner too. Rows written before
-- this migration keep what they were (no reason was asked then).
CREATE OR REPLACE FUNCTION prapa_remittances_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prapa: a remittance is never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.voided_at IS NOT NULL OR NEW.voided_at IS NULL
       OR nullif(btrim(NEW.void_reason), '') IS NULL
       OR ROW(NEW.id, NEW.org_id, NEW.officer_id, NEW.business_date, NEW.cash, NEW.transfer,
              NEW.expected_cash, NEW.expected_transfer, NEW.slip_no, NEW.received_by, NEW.note,
              NEW.difference_reason, NEW.created_at)
          IS DISTINCT FROM
          ROW(OLD.id, OLD.org_id, OLD.officer_id, OLD.business_date, OLD.cash, OLD.transfer,
              OLD.expected_cash, OLD.expected_transfer, OLD.slip_no, OLD.received_by, OLD.note,
              OLD.difference_reason, OLD.created_at) THEN
      RAISE EXCEPTION 'prapa: a remittance is immutable but for its void' USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.voided_at IS NOT NULL OR NEW.voided_by IS NOT NULL OR NEW.void_reason IS NOT NULL THEN
    RAISE EXCEPTION 'prapa: a remittance is written standing' USING ERRCODE = 'P0001';
  END IF;
  IF NEW.expected_cash + NEW.expected_transfer <> NEW.cash + NEW.transfer
     AND nullif(btrim(NEW.difference_reason), '') IS NULL THEN
    RAISE EXCEPTION 'prapa: a remittance that differs from the receipts needs a reason'
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "remittances_guard" ON "remittances";
--> statement-breakpoint
CREATE TRIGGER "remittances_guard" BEFORE INSERT OR UPDATE OR DELETE ON "remittances"
  FOR EACH ROW EXECUTE FUNCTION prapa_remittances_guard();

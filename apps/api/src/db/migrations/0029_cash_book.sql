-- Issue 27: receiving money (the finance office's side). Two documents the cash book
-- (สมุดเงินสด) adds to what receipts, remittances and bank files already record:
--   bank_deposits: cash taken to the bank (a deposit slip: date, the organisation's account,
--     amount, slip number, who took it);
--   treasury_transfers: money sent on to the council's treasury (นำส่งคลัง) from cash or
--     from one of the organisation's bank accounts.
-- Both are immutable once recorded (MONEY.md §1.1): the one move is a void with a reason,
-- who and when; never an edit, never a delete, for the app role and the owner alike.
-- An account is named by its number as the organisation's settings hold it (bank_accounts
-- is a list without ids); bank and name are kept beside it as they stood when written.
CREATE TABLE "bank_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"deposited_on" date NOT NULL,
	"account_no" text NOT NULL,
	"bank" text NOT NULL,
	"account_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"slip_no" text NOT NULL,
	"depositor" text,
	"note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	CONSTRAINT "bank_deposits_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "bank_deposits_amount" CHECK ("amount" > 0),
	CONSTRAINT "bank_deposits_slip" CHECK (nullif(btrim("slip_no"), '') IS NOT NULL),
	CONSTRAINT "bank_deposits_void" CHECK (
		("voided_at" IS NULL) = ("voided_by" IS NULL) AND ("voided_at" IS NULL) = ("void_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_created_by_fk" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_voided_by_fk" FOREIGN KEY ("org_id","voided_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_deposits_day" ON "bank_deposits" USING btree ("org_id","deposited_on");--> statement-breakpoint
SELECT prapa_tenant_table('bank_deposits');
--> statement-breakpoint
CREATE TABLE "treasury_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"transferred_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"document_no" text NOT NULL,
	"source" text NOT NULL,
	"account_no" text,
	"bank" text,
	"account_name" text,
	"note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	CONSTRAINT "treasury_transfers_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "treasury_transfers_amount" CHECK ("amount" > 0),
	CONSTRAINT "treasury_transfers_document" CHECK (nullif(btrim("document_no"), '') IS NOT NULL),
	-- From cash, or from one named account of the organisation.
	CONSTRAINT "treasury_transfers_source" CHECK (("source" = 'cash' AND "account_no" IS NULL)
		OR ("source" = 'bank' AND "account_no" IS NOT NULL AND "bank" IS NOT NULL)),
	CONSTRAINT "treasury_transfers_void" CHECK (
		("voided_at" IS NULL) = ("voided_by" IS NULL) AND ("voided_at" IS NULL) = ("void_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "treasury_transfers" ADD CONSTRAINT "treasury_transfers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transfers" ADD CONSTRAINT "treasury_transfers_created_by_fk" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transfers" ADD CONSTRAINT "treasury_transfers_voided_by_fk" FOREIGN KEY ("org_id","voided_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treasury_transfers_day" ON "treasury_transfers" USING btree ("org_id","transferred_on");--> statement-breakpoint
SELECT prapa_tenant_table('treasury_transfers');
--> statement-breakpoint
-- Written standing; the one move is to void (reason, who, when), once; nothing else of the
-- row ever changes, and no row is deleted. Compared as whole rows minus the void fields so
-- a column added later is guarded without touching this function.
CREATE OR REPLACE FUNCTION prapa_cash_document_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prapa: % is never deleted', TG_TABLE_NAME USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.voided_at IS NOT NULL OR NEW.voided_by IS NOT NULL OR NEW.void_reason IS NOT NULL THEN
      RAISE EXCEPTION 'prapa: % is written standing', TG_TABLE_NAME USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.voided_at IS NOT NULL OR NEW.voided_at IS NULL
     OR nullif(btrim(NEW.void_reason), '') IS NULL
     OR (to_jsonb(NEW) - 'voided_at' - 'voided_by' - 'void_reason')
        IS DISTINCT FROM (to_jsonb(OLD) - 'voided_at' - 'voided_by' - 'void_reason') THEN
    RAISE EXCEPTION 'prapa: % is immutable but for its void', TG_TABLE_NAME USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bank_deposits_guard" BEFORE INSERT OR UPDATE OR DELETE ON "bank_deposits"
  FOR EACH ROW EXECUTE FUNCTION prapa_cash_document_guard();
--> statement-breakpoint
CREATE TRIGGER "treasury_transfers_guard" BEFORE INSERT OR UPDATE OR DELETE ON "treasury_transfers"
  FOR EACH ROW EXECUTE FUNCTION prapa_cash_document_guard();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['bank_deposits', 'treasury_transfers'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT '
      'EXECUTE FUNCTION prapa_no_truncate()', t || '_no_truncate', t);
  END LOOP;
END $$;

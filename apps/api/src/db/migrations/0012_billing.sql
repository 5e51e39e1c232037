CREATE TABLE "bill_counters" (
	"org_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bill_counters_pk" PRIMARY KEY("org_id","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"label_key" text NOT NULL,
	"quantity" integer,
	"rate" integer,
	"amount" bigint NOT NULL,
	"detail" jsonb,
	CONSTRAINT "bill_lines_bill_seq" UNIQUE("org_id","bill_id","seq")
);
--> statement-breakpoint
CREATE TABLE "bill_prints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"printed_by" uuid,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sundry_kind" text,
	"fiscal_year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"round_id" uuid,
	"water_user_id" uuid NOT NULL,
	"reading_id" uuid,
	"customer_no" text NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date,
	"usage" integer,
	"total" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"replaces_id" uuid,
	"snapshot" jsonb NOT NULL,
	"job_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "bills_org_number" UNIQUE("org_id","fiscal_year","seq")
);
--> statement-breakpoint
CREATE TABLE "payment_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"pay_from" date NOT NULL,
	"pay_to" date NOT NULL,
	"due_date" date NOT NULL,
	"warn_date" date NOT NULL,
	"cutoff_date" date NOT NULL,
	"late_fee_from" date,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_rounds_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "payment_rounds_round" UNIQUE("org_id","round_id")
);
--> statement-breakpoint
ALTER TABLE "bill_counters" ADD CONSTRAINT "bill_counters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_fk" FOREIGN KEY ("org_id","bill_id") REFERENCES "public"."bills"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_prints" ADD CONSTRAINT "bill_prints_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_prints" ADD CONSTRAINT "bill_prints_bill_fk" FOREIGN KEY ("org_id","bill_id") REFERENCES "public"."bills"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_round_fk" FOREIGN KEY ("org_id","round_id") REFERENCES "public"."service_rounds"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_reading_fk" FOREIGN KEY ("org_id","reading_id") REFERENCES "public"."readings"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_replaces_fk" FOREIGN KEY ("org_id","replaces_id") REFERENCES "public"."bills"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_rounds" ADD CONSTRAINT "payment_rounds_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_rounds" ADD CONSTRAINT "payment_rounds_round_fk" FOREIGN KEY ("org_id","round_id") REFERENCES "public"."service_rounds"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_prints_bill" ON "bill_prints" USING btree ("org_id","bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_one_water_bill" ON "bills" USING btree ("org_id","round_id","water_user_id") WHERE kind = 'water' and status <> 'void';--> statement-breakpoint
CREATE INDEX "bills_user" ON "bills" USING btree ("org_id","water_user_id","bill_date");--> statement-breakpoint
CREATE INDEX "bills_round" ON "bills" USING btree ("org_id","round_id","number");
--> statement-breakpoint
SELECT prapa_tenant_table('payment_rounds');
--> statement-breakpoint
SELECT prapa_tenant_table('bill_counters');
--> statement-breakpoint
SELECT prapa_tenant_table('bills');
--> statement-breakpoint
SELECT prapa_tenant_table('bill_lines');
--> statement-breakpoint
SELECT prapa_tenant_table('bill_prints');
--> statement-breakpoint
-- MONEY.md §1.1: a bill is never edited or deleted. The only moves: the paid state that
-- allocations drive (issued → partly paid → paid, and back when a receipt is voided), and
-- void with a reason, who and when, only while nothing is paid. For the owner too.
CREATE OR REPLACE FUNCTION prapa_bills_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  derived text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prapa: a bill is never deleted (%)', OLD.number USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'UPDATE' THEN
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
    IF OLD.status = 'void' THEN
      RAISE EXCEPTION 'prapa: bill % is void', OLD.number USING ERRCODE = 'P0001';
    END IF;
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
CREATE TRIGGER "bills_guard" BEFORE INSERT OR UPDATE OR DELETE ON "bills"
  FOR EACH ROW EXECUTE FUNCTION prapa_bills_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_bill_lines_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prapa: a bill line is never changed or deleted' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "bill_lines_guard" BEFORE UPDATE OR DELETE ON "bill_lines"
  FOR EACH ROW EXECUTE FUNCTION prapa_bill_lines_guard();
--> statement-breakpoint
-- MONEY.md §1.2: a number taken is never given back; the counter only moves forward.
CREATE OR REPLACE FUNCTION prapa_bill_counters_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.last_seq < OLD.last_seq OR NEW.fiscal_year <> OLD.fiscal_year
     OR NEW.org_id <> OLD.org_id THEN
    RAISE EXCEPTION 'prapa: bill numbers only move forward' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bill_counters_guard" BEFORE UPDATE OR DELETE ON "bill_counters"
  FOR EACH ROW EXECUTE FUNCTION prapa_bill_counters_guard();

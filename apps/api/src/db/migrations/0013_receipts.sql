CREATE TABLE "credit_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"water_user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"receipt_id" uuid,
	"bill_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"receipt_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"late_fee" bigint NOT NULL,
	"water" bigint NOT NULL,
	"top_up" bigint NOT NULL,
	"meter_fee" bigint NOT NULL,
	"other" bigint NOT NULL,
	"vat" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"book_no" text NOT NULL,
	"kind" text NOT NULL,
	"first_no" integer NOT NULL,
	"last_no" integer NOT NULL,
	"next_no" integer NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"holder_officer_id" uuid,
	"holder_office_id" uuid,
	"channel_id" uuid,
	"received_at" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_books_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "receipt_books_org_no" UNIQUE("org_id","fiscal_year","book_no")
);
--> statement-breakpoint
CREATE TABLE "receipt_leaf_voids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"from_no" integer NOT NULL,
	"to_no" integer NOT NULL,
	"reason" text NOT NULL,
	"voided_by" uuid,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_prints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"receipt_id" uuid NOT NULL,
	"paper" text NOT NULL,
	"printed_by" uuid,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"book_no" text NOT NULL,
	"number" integer NOT NULL,
	"water_user_id" uuid NOT NULL,
	"customer_no" text NOT NULL,
	"business_date" date NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"channel_id" uuid NOT NULL,
	"channel_kind" text NOT NULL,
	"reference" text,
	"amount" bigint NOT NULL,
	"credit_used" bigint DEFAULT 0 NOT NULL,
	"to_credit" bigint DEFAULT 0 NOT NULL,
	"tendered" bigint,
	"change" bigint,
	"cashier_id" uuid NOT NULL,
	"office_id" uuid,
	"status" text DEFAULT 'valid' NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"idempotency_key" text,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "receipts_book_number" UNIQUE("org_id","book_id","number")
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"officer_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"cash" bigint NOT NULL,
	"transfer" bigint NOT NULL,
	"expected_cash" bigint NOT NULL,
	"expected_transfer" bigint NOT NULL,
	"slip_no" text,
	"received_by" uuid NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittances_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "remittances_officer_day" UNIQUE("org_id","officer_id","business_date")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "allow_partial_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_moves" ADD CONSTRAINT "credit_moves_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_moves" ADD CONSTRAINT "credit_moves_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_moves" ADD CONSTRAINT "credit_moves_receipt_fk" FOREIGN KEY ("org_id","receipt_id") REFERENCES "public"."receipts"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_moves" ADD CONSTRAINT "credit_moves_bill_fk" FOREIGN KEY ("org_id","bill_id") REFERENCES "public"."bills"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_receipt_fk" FOREIGN KEY ("org_id","receipt_id") REFERENCES "public"."receipts"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_bill_fk" FOREIGN KEY ("org_id","bill_id") REFERENCES "public"."bills"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_books" ADD CONSTRAINT "receipt_books_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_books" ADD CONSTRAINT "receipt_books_officer_fk" FOREIGN KEY ("org_id","holder_officer_id") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_books" ADD CONSTRAINT "receipt_books_office_fk" FOREIGN KEY ("org_id","holder_office_id") REFERENCES "public"."offices"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_books" ADD CONSTRAINT "receipt_books_channel_fk" FOREIGN KEY ("org_id","channel_id") REFERENCES "public"."payment_channels"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_leaf_voids" ADD CONSTRAINT "receipt_leaf_voids_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_leaf_voids" ADD CONSTRAINT "receipt_leaf_voids_book_fk" FOREIGN KEY ("org_id","book_id") REFERENCES "public"."receipt_books"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_prints" ADD CONSTRAINT "receipt_prints_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_prints" ADD CONSTRAINT "receipt_prints_receipt_fk" FOREIGN KEY ("org_id","receipt_id") REFERENCES "public"."receipts"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_book_fk" FOREIGN KEY ("org_id","book_id") REFERENCES "public"."receipt_books"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_channel_fk" FOREIGN KEY ("org_id","channel_id") REFERENCES "public"."payment_channels"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_cashier_fk" FOREIGN KEY ("org_id","cashier_id") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_officer_fk" FOREIGN KEY ("org_id","officer_id") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_moves_user" ON "credit_moves" USING btree ("org_id","water_user_id");--> statement-breakpoint
CREATE INDEX "receipt_allocations_receipt" ON "receipt_allocations" USING btree ("org_id","receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_allocations_bill" ON "receipt_allocations" USING btree ("org_id","bill_id");--> statement-breakpoint
CREATE INDEX "receipt_leaf_voids_book" ON "receipt_leaf_voids" USING btree ("org_id","book_id");--> statement-breakpoint
CREATE INDEX "receipt_prints_receipt" ON "receipt_prints" USING btree ("org_id","receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_idempotency" ON "receipts" USING btree ("org_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "receipts_day" ON "receipts" USING btree ("org_id","business_date","cashier_id");--> statement-breakpoint
CREATE INDEX "receipts_user" ON "receipts" USING btree ("org_id","water_user_id","paid_at");--> statement-breakpoint
SELECT prapa_tenant_table('receipt_books');
--> statement-breakpoint
SELECT prapa_tenant_table('receipt_leaf_voids');
--> statement-breakpoint
SELECT prapa_tenant_table('receipts');
--> statement-breakpoint
SELECT prapa_tenant_table('receipt_allocations');
--> statement-breakpoint
SELECT prapa_tenant_table('credit_moves');
--> statement-breakpoint
SELECT prapa_tenant_table('remittances');
--> statement-breakpoint
SELECT prapa_tenant_table('receipt_prints');
--> statement-breakpoint
ALTER TABLE "receipt_books" ADD CONSTRAINT "receipt_books_range" CHECK (
  first_no >= 1 AND last_no >= first_no AND next_no BETWEEN first_no AND last_no + 1
  AND NOT (holder_officer_id IS NOT NULL AND holder_office_id IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_amounts" CHECK (
  amount >= 0 AND credit_used >= 0 AND to_credit >= 0 AND to_credit <= amount
  AND (tendered IS NULL OR tendered >= amount) AND (change IS NULL OR change = tendered - amount));
--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_heads" CHECK (
  amount > 0 AND late_fee >= 0 AND water >= 0 AND top_up >= 0 AND meter_fee >= 0 AND other >= 0
  AND vat >= 0 AND amount = late_fee + water + top_up + meter_fee + other + vat);
--> statement-breakpoint
ALTER TABLE "credit_moves" ADD CONSTRAINT "credit_moves_source" CHECK (
  amount <> 0 AND (receipt_id IS NOT NULL OR bill_id IS NOT NULL));
--> statement-breakpoint
-- MONEY.md §1.1: a receipt is never edited or deleted; its one move is to void, with a
-- reason, who and when. For the owner too.
CREATE OR REPLACE FUNCTION prapa_receipts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
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
              NEW.snapshot, NEW.created_at)
          IS DISTINCT FROM
          ROW(OLD.id, OLD.org_id, OLD.book_id, OLD.fiscal_year, OLD.book_no, OLD.number,
              OLD.water_user_id, OLD.customer_no, OLD.business_date, OLD.paid_at, OLD.channel_id,
              OLD.channel_kind, OLD.reference, OLD.amount, OLD.credit_used, OLD.to_credit,
              OLD.tendered, OLD.change, OLD.cashier_id, OLD.office_id, OLD.idempotency_key,
              OLD.snapshot, OLD.created_at) THEN
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
CREATE TRIGGER "receipts_guard" BEFORE INSERT OR UPDATE OR DELETE ON "receipts"
  FOR EACH ROW EXECUTE FUNCTION prapa_receipts_guard();
--> statement-breakpoint
-- Allocations, credit moves, voided leaves and remittances are written once, never changed.
CREATE OR REPLACE FUNCTION prapa_written_once_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prapa: % rows are never changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "receipt_allocations_guard" BEFORE UPDATE OR DELETE ON "receipt_allocations"
  FOR EACH ROW EXECUTE FUNCTION prapa_written_once_guard();
--> statement-breakpoint
CREATE TRIGGER "credit_moves_guard" BEFORE UPDATE OR DELETE ON "credit_moves"
  FOR EACH ROW EXECUTE FUNCTION prapa_written_once_guard();
--> statement-breakpoint
CREATE TRIGGER "receipt_leaf_voids_guard" BEFORE UPDATE OR DELETE ON "receipt_leaf_voids"
  FOR EACH ROW EXECUTE FUNCTION prapa_written_once_guard();
--> statement-breakpoint
CREATE TRIGGER "remittances_guard" BEFORE UPDATE OR DELETE ON "remittances"
  FOR EACH ROW EXECUTE FUNCTION prapa_written_once_guard();
--> statement-breakpoint
-- MONEY.md §1.2: a book's numbers only move forward; what it is never changes; it is
-- never deleted (the register keeps every book, used or not).
CREATE OR REPLACE FUNCTION prapa_receipt_books_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prapa: a receipt book is never deleted (%)', OLD.book_no
      USING ERRCODE = 'P0001';
  END IF;
  IF NEW.next_no < OLD.next_no OR NEW.fiscal_year <> OLD.fiscal_year
     OR NEW.book_no <> OLD.book_no OR NEW.kind <> OLD.kind OR NEW.first_no <> OLD.first_no
     OR NEW.last_no <> OLD.last_no OR NEW.org_id <> OLD.org_id THEN
    RAISE EXCEPTION 'prapa: receipt book % numbers only move forward', OLD.book_no
      USING ERRCODE = 'P0001';
  END IF;
  IF OLD.state = 'closed' AND NEW.state <> 'closed' THEN
    RAISE EXCEPTION 'prapa: receipt book % is closed', OLD.book_no USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "receipt_books_guard" BEFORE UPDATE OR DELETE ON "receipt_books"
  FOR EACH ROW EXECUTE FUNCTION prapa_receipt_books_guard();

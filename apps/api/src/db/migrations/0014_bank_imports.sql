CREATE TABLE "bank_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"row_count" integer NOT NULL,
	"total" bigint NOT NULL,
	"trailer_count" integer,
	"trailer_total" bigint,
	"first_date" date,
	"last_date" date,
	"imported_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_files_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "bank_files_sha" UNIQUE("org_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "bank_mappings" (
	"org_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"header_row" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_mappings_pk" PRIMARY KEY("org_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "bank_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"channel_id" uuid NOT NULL,
	"pay_date" date NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"payer_name" text,
	"ref1" text,
	"ref2" text,
	"bank_ref" text,
	"description" text,
	"amount" bigint NOT NULL,
	"row_key" text NOT NULL,
	"match" text NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text NOT NULL,
	"water_user_id" uuid,
	"receipt_id" uuid,
	"duplicate_of" uuid,
	"reason" text,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	CONSTRAINT "bank_rows_org_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"receipt_id" uuid NOT NULL,
	"result" text NOT NULL,
	"note" text,
	"checked_by" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_checks_receipt" UNIQUE("org_id","receipt_id")
);
--> statement-breakpoint
ALTER TABLE "bank_files" ADD CONSTRAINT "bank_files_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_files" ADD CONSTRAINT "bank_files_channel_fk" FOREIGN KEY ("org_id","channel_id") REFERENCES "public"."payment_channels"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_files" ADD CONSTRAINT "bank_files_officer_fk" FOREIGN KEY ("org_id","imported_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_mappings" ADD CONSTRAINT "bank_mappings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_mappings" ADD CONSTRAINT "bank_mappings_channel_fk" FOREIGN KEY ("org_id","channel_id") REFERENCES "public"."payment_channels"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rows" ADD CONSTRAINT "bank_rows_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rows" ADD CONSTRAINT "bank_rows_file_fk" FOREIGN KEY ("org_id","file_id") REFERENCES "public"."bank_files"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rows" ADD CONSTRAINT "bank_rows_channel_fk" FOREIGN KEY ("org_id","channel_id") REFERENCES "public"."payment_channels"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rows" ADD CONSTRAINT "bank_rows_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rows" ADD CONSTRAINT "bank_rows_receipt_fk" FOREIGN KEY ("org_id","receipt_id") REFERENCES "public"."receipts"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_checks" ADD CONSTRAINT "receipt_checks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_checks" ADD CONSTRAINT "receipt_checks_receipt_fk" FOREIGN KEY ("org_id","receipt_id") REFERENCES "public"."receipts"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_checks" ADD CONSTRAINT "receipt_checks_officer_fk" FOREIGN KEY ("org_id","checked_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rows_taken_once" ON "bank_rows" USING btree ("org_id","row_key") WHERE state not in ('duplicate', 'ignored');--> statement-breakpoint
CREATE INDEX "bank_rows_file" ON "bank_rows" USING btree ("org_id","file_id","line_no");--> statement-breakpoint
CREATE INDEX "bank_rows_state" ON "bank_rows" USING btree ("org_id","state","pay_date");--> statement-breakpoint
CREATE INDEX "bank_rows_day" ON "bank_rows" USING btree ("org_id","pay_date","channel_id");--> statement-breakpoint
CREATE INDEX "bank_rows_receipt" ON "bank_rows" USING btree ("org_id","receipt_id");--> statement-breakpoint
SELECT prapa_tenant_table('bank_files');
--> statement-breakpoint
SELECT prapa_tenant_table('bank_rows');
--> statement-breakpoint
SELECT prapa_tenant_table('bank_mappings');
--> statement-breakpoint
SELECT prapa_tenant_table('receipt_checks');
--> statement-breakpoint
ALTER TABLE "bank_rows" ADD CONSTRAINT "bank_rows_amount" CHECK (amount >= 0);
--> statement-breakpoint
-- MONEY.md §1.1: what the bank said is never edited nor deleted; only what became of a
-- row (its state, match, payer, receipt, reason, who and when) moves: a queued row is
-- matched or dismissed, a row whose receipt was voided goes back to the queue.
CREATE OR REPLACE FUNCTION prapa_bank_rows_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prapa: a bank row is never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF ROW(NEW.id, NEW.org_id, NEW.file_id, NEW.line_no, NEW.channel_id, NEW.pay_date,
         NEW.paid_at, NEW.payer_name, NEW.ref1, NEW.ref2, NEW.bank_ref, NEW.description,
         NEW.amount, NEW.row_key)
     IS DISTINCT FROM
     ROW(OLD.id, OLD.org_id, OLD.file_id, OLD.line_no, OLD.channel_id, OLD.pay_date,
         OLD.paid_at, OLD.payer_name, OLD.ref1, OLD.ref2, OLD.bank_ref, OLD.description,
         OLD.amount, OLD.row_key)
     OR OLD.state NOT IN ('queued', 'receipted', 'matched') THEN
    RAISE EXCEPTION 'prapa: bank row % of a file is what the bank said; only what became of it moves', OLD.line_no
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bank_rows_guard BEFORE UPDATE OR DELETE ON bank_rows
  FOR EACH ROW EXECUTE FUNCTION prapa_bank_rows_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_bank_files_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prapa: an imported bank file is never edited nor deleted' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER bank_files_guard BEFORE UPDATE OR DELETE ON bank_files
  FOR EACH ROW EXECUTE FUNCTION prapa_bank_files_guard();

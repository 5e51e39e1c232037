-- Issue 26: the meter deposit register (ทะเบียนเงินประกันการใช้น้ำ) and the refund voucher
-- (ใบสำคัญจ่ายคืนเงินประกัน). One truth for what a connection's deposit holds, derived:
--   held = Σ allocations of valid receipts to its non-void bills of sundry kind 'deposit'
--          (any deposit fee paid at the counter, whoever billed it; a voided receipt stops
--          counting by itself)
--        + the opening figure: water_users.deposit_paid, a deposit taken before Prapa (or
--          outside its bills), typed on the connection or imported
--        − Σ deposit_moves (applied to debt, refunded with a voucher, forfeited).
-- deposit_paid is thus only the opening figure: nothing that bills a deposit writes it (a
-- size change's deposit difference is held through its own paid bill, beside the opening).
-- A deposit applied to debt becomes credit on account (a credit move linked to its
-- deposit move), which a credit-only receipt then spends on the open bills, oldest first,
-- through the receipts code: allocations, ป.32 and the ledger stay as they are.
CREATE TABLE "deposit_voucher_counters" (
	"org_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_voucher_counters_pk" PRIMARY KEY("org_id","fiscal_year")
);
--> statement-breakpoint
ALTER TABLE "deposit_voucher_counters" ADD CONSTRAINT "deposit_voucher_counters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('deposit_voucher_counters');
--> statement-breakpoint
-- As bill numbers (MONEY.md §1.2): a voucher number taken is never given back.
CREATE OR REPLACE FUNCTION prapa_deposit_voucher_counters_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.last_seq < OLD.last_seq OR NEW.fiscal_year <> OLD.fiscal_year
     OR NEW.org_id <> OLD.org_id THEN
    RAISE EXCEPTION 'prapa: refund voucher numbers only move forward' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "deposit_voucher_counters_guard" BEFORE UPDATE OR DELETE ON "deposit_voucher_counters"
  FOR EACH ROW EXECUTE FUNCTION prapa_deposit_voucher_counters_guard();
--> statement-breakpoint
CREATE TABLE "deposit_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"water_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"moved_on" date NOT NULL,
	"request_id" uuid,
	"receipt_id" uuid,
	"fiscal_year" integer,
	"seq" integer,
	"number" text,
	"payee" text,
	"channel" text,
	"reason" text,
	"document" text,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_moves_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "deposit_moves_kind" CHECK ("kind" IN ('applied', 'refunded', 'forfeited')),
	CONSTRAINT "deposit_moves_amount" CHECK ("amount" > 0),
	CONSTRAINT "deposit_moves_channel" CHECK ("channel" IS NULL OR "channel" IN ('cash', 'transfer', 'cheque')),
	-- A refund is a voucher: numbered, paid to someone by some means.
	CONSTRAINT "deposit_moves_voucher" CHECK (("kind" = 'refunded') = ("number" IS NOT NULL)
		AND ("number" IS NULL OR ("fiscal_year" IS NOT NULL AND "seq" IS NOT NULL
			AND nullif(btrim("payee"), '') IS NOT NULL AND "channel" IS NOT NULL))),
	-- A forfeit says why and on what document.
	CONSTRAINT "deposit_moves_forfeit" CHECK ("kind" <> 'forfeited' OR (nullif(btrim("reason"), '') IS NOT NULL
		AND nullif(btrim("document"), '') IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "deposit_moves" ADD CONSTRAINT "deposit_moves_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_moves" ADD CONSTRAINT "deposit_moves_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_moves" ADD CONSTRAINT "deposit_moves_request_fk" FOREIGN KEY ("org_id","request_id") REFERENCES "public"."requests"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Deferred: a deposit applied names the credit-only receipt written after it (the
-- receipt spends the credit the move made), in the same transaction.
ALTER TABLE "deposit_moves" ADD CONSTRAINT "deposit_moves_receipt_fk" FOREIGN KEY ("org_id","receipt_id") REFERENCES "public"."receipts"("org_id","id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "deposit_moves" ADD CONSTRAINT "deposit_moves_created_by_fk" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_moves_user" ON "deposit_moves" USING btree ("org_id","water_user_id","moved_on");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_moves_voucher_no" ON "deposit_moves" USING btree ("org_id","fiscal_year","seq") WHERE "number" IS NOT NULL;--> statement-breakpoint
-- One settlement of a cancellation refunds once: a second is refused here too.
CREATE UNIQUE INDEX "deposit_moves_request_kind" ON "deposit_moves" USING btree ("org_id","request_id","kind") WHERE "request_id" IS NOT NULL;--> statement-breakpoint
SELECT prapa_tenant_table('deposit_moves');
--> statement-breakpoint
-- Money moved and vouchers issued are history: never changed, never deleted.
CREATE OR REPLACE FUNCTION prapa_deposit_moves_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prapa: deposit_moves is append-only' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "deposit_moves_append_only" BEFORE UPDATE OR DELETE ON "deposit_moves"
  FOR EACH ROW EXECUTE FUNCTION prapa_deposit_moves_append_only();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['deposit_voucher_counters', 'deposit_moves'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT '
      'EXECUTE FUNCTION prapa_no_truncate()', t || '_no_truncate', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A deposit applied to debt is credit on account whose source is its deposit move.
ALTER TABLE "credit_moves" ADD COLUMN "deposit_move_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_moves" ADD CONSTRAINT "credit_moves_deposit_move_fk" FOREIGN KEY ("org_id","deposit_move_id") REFERENCES "public"."deposit_moves"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_moves" DROP CONSTRAINT "credit_moves_source";--> statement-breakpoint
ALTER TABLE "credit_moves" ADD CONSTRAINT "credit_moves_source" CHECK (
  amount <> 0 AND (receipt_id IS NOT NULL OR bill_id IS NOT NULL
    OR (deposit_move_id IS NOT NULL AND amount > 0)));
--> statement-breakpoint
-- The day a connection ended (a cancellation settled): its usage status says CANCEL.
ALTER TABLE "water_users" ADD COLUMN "disconnected_on" date;
--> statement-breakpoint
-- Stop 33's request install copied the paid deposit bill into deposit_paid; the bill alone
-- holds it now, so those connections' opening figure is nothing (counting both would hold
-- the deposit twice).
UPDATE "water_users" SET "deposit_paid" = 0
WHERE "deposit_paid" <> 0 AND EXISTS (SELECT 1 FROM "requests" r WHERE r."org_id" = "water_users"."org_id"
  AND r."water_user_id" = "water_users"."id" AND r."kind" = 'new_connection' AND r."installation_id" IS NOT NULL);

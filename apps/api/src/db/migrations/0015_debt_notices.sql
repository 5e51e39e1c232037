CREATE TABLE "debt_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"water_user_id" uuid NOT NULL,
	"customer_no" text NOT NULL,
	"notice_date" date NOT NULL,
	"pay_by" date NOT NULL,
	"total" bigint NOT NULL,
	"unpaid_rounds" integer NOT NULL,
	"episode_key" uuid NOT NULL,
	"bill_ids" uuid[] NOT NULL,
	"follows_id" uuid,
	"snapshot" jsonb NOT NULL,
	"job_id" uuid,
	"status" text DEFAULT 'issued' NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_notices_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "debt_notices_org_number" UNIQUE("org_id","kind","fiscal_year","seq")
);
--> statement-breakpoint
CREATE TABLE "late_fee_waivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_fee_waivers_bill" UNIQUE("org_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "notice_counters" (
	"org_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"kind" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_counters_pk" PRIMARY KEY("org_id","fiscal_year","kind")
);
--> statement-breakpoint
CREATE TABLE "notice_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"on_date" date NOT NULL,
	"note" text,
	"meter_reading" integer,
	"detail" jsonb,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_messages_once" UNIQUE("org_id","notice_id","channel")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'outbox' NOT NULL,
	"sender" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debt_notices" ADD CONSTRAINT "debt_notices_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_notices" ADD CONSTRAINT "debt_notices_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_notices" ADD CONSTRAINT "debt_notices_follows_fk" FOREIGN KEY ("org_id","follows_id") REFERENCES "public"."debt_notices"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fee_waivers" ADD CONSTRAINT "late_fee_waivers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fee_waivers" ADD CONSTRAINT "late_fee_waivers_bill_fk" FOREIGN KEY ("org_id","bill_id") REFERENCES "public"."bills"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_counters" ADD CONSTRAINT "notice_counters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_events" ADD CONSTRAINT "notice_events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_events" ADD CONSTRAINT "notice_events_notice_fk" FOREIGN KEY ("org_id","notice_id") REFERENCES "public"."debt_notices"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_notice_fk" FOREIGN KEY ("org_id","notice_id") REFERENCES "public"."debt_notices"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debt_notices_one_per_episode" ON "debt_notices" USING btree ("org_id","kind","water_user_id","episode_key") WHERE status <> 'void';--> statement-breakpoint
CREATE INDEX "debt_notices_user" ON "debt_notices" USING btree ("org_id","water_user_id","kind");--> statement-breakpoint
CREATE INDEX "debt_notices_number" ON "debt_notices" USING btree ("org_id","number");--> statement-breakpoint
CREATE INDEX "notice_events_notice" ON "notice_events" USING btree ("org_id","notice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_events_done_once" ON "notice_events" USING btree ("org_id","notice_id") WHERE kind = 'done';--> statement-breakpoint
CREATE INDEX "bills_open" ON "bills" USING btree ("org_id","water_user_id") WHERE status in ('issued', 'partly_paid');--> statement-breakpoint
SELECT prapa_tenant_table('notice_counters');
--> statement-breakpoint
SELECT prapa_tenant_table('debt_notices');
--> statement-breakpoint
SELECT prapa_tenant_table('notice_events');
--> statement-breakpoint
SELECT prapa_tenant_table('notification_settings');
--> statement-breakpoint
SELECT prapa_tenant_table('notification_messages');
--> statement-breakpoint
SELECT prapa_tenant_table('late_fee_waivers');
--> statement-breakpoint
ALTER TABLE "debt_notices" ADD CONSTRAINT "debt_notices_total" CHECK (total >= 0);
--> statement-breakpoint
ALTER TABLE "notice_events" ADD CONSTRAINT "notice_events_reading" CHECK (meter_reading IS NULL OR meter_reading >= 0);
--> statement-breakpoint
-- MONEY.md §1.1: a notice is never edited nor deleted; its one move is to void, with a
-- reason, who and when. Its state follows the debt and its events, not this row.
CREATE OR REPLACE FUNCTION prapa_debt_notices_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prapa: a notice is never deleted (%)', OLD.number USING ERRCODE = 'P0001';
  END IF;
  IF OLD.status = 'void' OR NEW.status <> 'void' OR NEW.void_reason IS NULL
     OR NEW.voided_at IS NULL OR NEW.voided_by IS NULL
     OR ROW(NEW.id, NEW.org_id, NEW.kind, NEW.fiscal_year, NEW.seq, NEW.number,
            NEW.water_user_id, NEW.customer_no, NEW.notice_date, NEW.pay_by, NEW.total,
            NEW.unpaid_rounds, NEW.episode_key, NEW.bill_ids, NEW.follows_id, NEW.job_id,
            NEW.created_by, NEW.created_at)
        IS DISTINCT FROM
        ROW(OLD.id, OLD.org_id, OLD.kind, OLD.fiscal_year, OLD.seq, OLD.number,
            OLD.water_user_id, OLD.customer_no, OLD.notice_date, OLD.pay_by, OLD.total,
            OLD.unpaid_rounds, OLD.episode_key, OLD.bill_ids, OLD.follows_id, OLD.job_id,
            OLD.created_by, OLD.created_at)
     OR NEW.snapshot::text <> OLD.snapshot::text THEN
    RAISE EXCEPTION 'prapa: notice % is immutable; it may only be voided with a reason', OLD.number
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER debt_notices_guard BEFORE UPDATE OR DELETE ON debt_notices
  FOR EACH ROW EXECUTE FUNCTION prapa_debt_notices_guard();
--> statement-breakpoint
-- What was recorded of a notice (delivery, work done, a message sent, a waiver) is
-- history: appended, never changed nor deleted.
CREATE OR REPLACE FUNCTION prapa_append_only_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prapa: % rows are appended only, never changed nor deleted', TG_TABLE_NAME
    USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER notice_events_guard BEFORE UPDATE OR DELETE ON notice_events
  FOR EACH ROW EXECUTE FUNCTION prapa_append_only_guard();
--> statement-breakpoint
CREATE TRIGGER notification_messages_guard BEFORE UPDATE OR DELETE ON notification_messages
  FOR EACH ROW EXECUTE FUNCTION prapa_append_only_guard();
--> statement-breakpoint
CREATE TRIGGER late_fee_waivers_guard BEFORE UPDATE OR DELETE ON late_fee_waivers
  FOR EACH ROW EXECUTE FUNCTION prapa_append_only_guard();
--> statement-breakpoint
-- MONEY.md §1.2: a notice number taken is never given back.
CREATE OR REPLACE FUNCTION prapa_notice_counters_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.last_seq < OLD.last_seq OR NEW.fiscal_year <> OLD.fiscal_year
     OR NEW.kind <> OLD.kind OR NEW.org_id <> OLD.org_id THEN
    RAISE EXCEPTION 'prapa: notice numbers only move forward' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER notice_counters_guard BEFORE UPDATE OR DELETE ON notice_counters
  FOR EACH ROW EXECUTE FUNCTION prapa_notice_counters_guard();

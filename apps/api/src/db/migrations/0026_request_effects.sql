-- Issue 26: what a request does to the connection. A request keeps the effect it had (the
-- holder before and after, the meter sizes, the old and new place, the status), written in
-- the same transaction as its last move; a transfer of name (โอนสิทธิ์) also leaves a row
-- in the connection's holder history, which is append-only: a holder is never rewritten,
-- the next transfer closes the period. Bills and receipts keep their own snapshot.
ALTER TABLE "requests" ADD COLUMN "effect" jsonb;
--> statement-breakpoint
CREATE TABLE "water_user_holders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"water_user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"effective_on" date NOT NULL,
	"from_title" text,
	"from_first_name" text NOT NULL,
	"from_last_name" text,
	"from_national_id" text,
	"from_phone" text,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text,
	"national_id" text,
	"phone" text,
	"address_text" text,
	"owing" bigint DEFAULT 0 NOT NULL,
	"debt_carried" boolean DEFAULT false NOT NULL,
	"consent_note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_user_holders_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "water_user_holders_one_per_request" UNIQUE("org_id","request_id"),
	CONSTRAINT "water_user_holders_owing" CHECK ("owing" >= 0),
	-- The debt rule: a connection that owes changes hands only with the new holder's consent.
	CONSTRAINT "water_user_holders_debt_rule" CHECK ("owing" = 0 OR ("debt_carried" AND nullif(btrim("consent_note"), '') IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "water_user_holders" ADD CONSTRAINT "water_user_holders_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_user_holders" ADD CONSTRAINT "water_user_holders_user_fk" FOREIGN KEY ("org_id","water_user_id") REFERENCES "public"."water_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_user_holders" ADD CONSTRAINT "water_user_holders_request_fk" FOREIGN KEY ("org_id","request_id") REFERENCES "public"."requests"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_user_holders" ADD CONSTRAINT "water_user_holders_created_by_fk" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "water_user_holders_user" ON "water_user_holders" USING btree ("org_id","water_user_id","effective_on");--> statement-breakpoint
SELECT prapa_tenant_table('water_user_holders');
--> statement-breakpoint
CREATE TRIGGER "water_user_holders_append_only" BEFORE UPDATE OR DELETE ON "water_user_holders"
  FOR EACH ROW EXECUTE FUNCTION prapa_request_history_append_only();
--> statement-breakpoint
CREATE TRIGGER "water_user_holders_no_truncate" BEFORE TRUNCATE ON "water_user_holders"
  FOR EACH STATEMENT EXECUTE FUNCTION prapa_no_truncate();

-- Issue 26: the papers and photos filed with a request (house registration, id card copy,
-- land or rent papers, photos of the place, other scans), kept in the database like the
-- meter photos. Taking one off an open request is a recorded act: the row stays, marked
-- removed with who and when; a closed request's attachments never change. And a fee
-- whose bill was voided is issued again as a new bill that points back to the voided
-- one (MONEY.md §4): request_fees notes which bill it replaces, once per voided bill.
CREATE TABLE "request_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" uuid,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	CONSTRAINT "request_attachments_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "request_attachments_kind" CHECK ("kind" IN ('house_registration', 'id_card', 'land_papers', 'photo', 'other')),
	CONSTRAINT "request_attachments_mime" CHECK ("mime_type" IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
	CONSTRAINT "request_attachments_bytes" CHECK ("bytes" > 0 AND "bytes" = octet_length("content")),
	CONSTRAINT "request_attachments_removed" CHECK (("removed_at" IS NULL) = ("removed_by" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_request_fk" FOREIGN KEY ("org_id","request_id") REFERENCES "public"."requests"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_uploaded_by_fk" FOREIGN KEY ("org_id","uploaded_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_removed_by_fk" FOREIGN KEY ("org_id","removed_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_attachments_request" ON "request_attachments" USING btree ("org_id","request_id","uploaded_at");--> statement-breakpoint
SELECT prapa_tenant_table('request_attachments');
--> statement-breakpoint
-- What was filed stays as filed; the only change is taking it off, once, with who and when.
CREATE OR REPLACE FUNCTION prapa_request_attachments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prapa: a request attachment is never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF OLD.removed_at IS NOT NULL
     OR ROW(NEW.id, NEW.org_id, NEW.request_id, NEW.kind, NEW.file_name, NEW.mime_type,
            NEW.bytes, NEW.content, NEW.uploaded_by, NEW.uploaded_at)
     IS DISTINCT FROM
     ROW(OLD.id, OLD.org_id, OLD.request_id, OLD.kind, OLD.file_name, OLD.mime_type,
         OLD.bytes, OLD.content, OLD.uploaded_by, OLD.uploaded_at) THEN
    RAISE EXCEPTION 'prapa: a request attachment is only ever marked removed, once' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "request_attachments_guard" BEFORE UPDATE OR DELETE ON "request_attachments"
  FOR EACH ROW EXECUTE FUNCTION prapa_request_attachments_guard();
--> statement-breakpoint
CREATE TRIGGER "request_attachments_no_truncate" BEFORE TRUNCATE ON "request_attachments"
  FOR EACH STATEMENT EXECUTE FUNCTION prapa_no_truncate();
--> statement-breakpoint
ALTER TABLE "request_fees" ADD COLUMN "replaces_bill_id" uuid;--> statement-breakpoint
ALTER TABLE "request_fees" ADD CONSTRAINT "request_fees_replaces_fk" FOREIGN KEY ("org_id","replaces_bill_id") REFERENCES "public"."bills"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A voided fee bill is issued again at most once.
CREATE UNIQUE INDEX "request_fees_one_replacement" ON "request_fees" USING btree ("org_id","replaces_bill_id") WHERE "replaces_bill_id" IS NOT NULL;

CREATE TABLE "reading_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"reading_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_photos_reading" UNIQUE("org_id","reading_id")
);
--> statement-breakpoint
ALTER TABLE "reading_photos" ADD CONSTRAINT "reading_photos_reading_fk" FOREIGN KEY ("org_id","reading_id") REFERENCES "public"."readings"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('reading_photos');

-- Issue 23 §5: a money POST without a document of its own to carry an Idempotency-Key
-- (a receipt's void, a remittance, a sundry bill) claims the key here, as the first
-- statement of its transaction. The primary key serialises two requests of one key: the
-- second waits at the insert until the first commits, then reads what it made and answers
-- that. request_hash tells a retry from another request under a reused key.
CREATE TABLE "idempotency_keys" (
	"org_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"entity_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("org_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('idempotency_keys');

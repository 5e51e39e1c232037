-- Issue 29: every key of a tenant table includes org_id, so the schema can be distributed
-- by organisation (Citus-style: a distributed table's primary and unique keys must hold
-- its distribution column) with no change (shared/DESIGN.md §8). Foreign keys between
-- tenant tables already pair (org_id, x_id) with (org_id, id); the primary keys were
-- (id) alone. They become (id, org_id): id first, so a lookup by id alone still walks
-- the same index (no slower on PGlite); org_id second, so the key holds it.
-- distributable.test.ts checks the catalog so no later table slips back.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname AS tbl, k.conname AS pk,
           (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY array_position(k.conkey, a.attnum))
              FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum = ANY (k.conkey)) AS cols
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'p'
    JOIN pg_attribute o ON o.attrelid = c.oid AND o.attname = 'org_id' AND NOT o.attisdropped
    WHERE c.relkind = 'r' AND NOT (o.attnum = ANY (k.conkey))
    ORDER BY c.relname
  LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I, ADD CONSTRAINT %I PRIMARY KEY (%s, org_id)',
                   t.tbl, t.pk, t.pk, t.cols);
  END LOOP;
END $$;
--> statement-breakpoint
-- A session's or a reset's token is found by its hash alone (the caller does not know its
-- organisation yet): the hash leads, org_id follows, the lookup keeps its index.
ALTER TABLE "refresh_sessions" DROP CONSTRAINT "refresh_sessions_token_hash_unique",
  ADD CONSTRAINT "refresh_sessions_token_hash_unique" UNIQUE ("token_hash", "org_id");
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_token_hash_unique",
  ADD CONSTRAINT "password_resets_token_hash_unique" UNIQUE ("token_hash", "org_id");

-- MONEY.md §1 in the database itself (issue 23), for the app role and the owner alike:
-- a bill's paid is the sum of its valid, published allocations at commit; no money table
-- and no audit row can be truncated; the audit log is append-only and each row carries a
-- hash chained to the previous row of its organisation.
--
-- What counts toward a bill: the allocations of valid receipts, except the rows a bank
-- file's job staged and has not published (0016): those become the bill's money in the
-- publishing transaction, which moves the bill's paid and marks the job succeeded at once.
CREATE OR REPLACE FUNCTION prapa_bill_allocated(o uuid, b uuid) RETURNS bigint
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(sum(a.amount), 0)::bigint
  FROM receipt_allocations a
  JOIN receipts r ON r.org_id = a.org_id AND r.id = a.receipt_id
  WHERE a.org_id = o AND a.bill_id = b AND r.status = 'valid'
    AND (a.post_job IS NULL OR NOT prapa_unpublished(a.post_job))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_check_bill_paid(o uuid, b uuid) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  bill record;
  allocated bigint;
BEGIN
  SELECT number, paid, status INTO bill FROM bills WHERE org_id = o AND id = b;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  allocated := prapa_bill_allocated(o, b);
  IF bill.paid <> allocated THEN
    RAISE EXCEPTION 'prapa: bill % shows % paid but its valid receipts allocate %',
      bill.number, bill.paid, allocated USING ERRCODE = 'P0001';
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_bills_paid_trg() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM prapa_check_bill_paid(NEW.org_id, NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Checked at commit, once the transaction's allocations, receipts and bills all moved.
-- A new bill is written unpaid (nothing can be allocated to it before it exists).
CREATE CONSTRAINT TRIGGER "bills_paid_insert" AFTER INSERT ON "bills"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.paid <> 0)
  EXECUTE FUNCTION prapa_bills_paid_trg();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bills_paid_update" AFTER UPDATE OF paid, status ON "bills"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.paid IS DISTINCT FROM NEW.paid OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION prapa_bills_paid_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_allocation_paid_trg() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM prapa_check_bill_paid(NEW.org_id, NEW.bill_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "receipt_allocations_paid" AFTER INSERT ON "receipt_allocations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.post_job IS NULL)
  EXECUTE FUNCTION prapa_allocation_paid_trg();
--> statement-breakpoint
-- A receipt's void must reopen its bills in the same transaction.
CREATE OR REPLACE FUNCTION prapa_receipt_paid_trg() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  b uuid;
BEGIN
  FOR b IN SELECT DISTINCT bill_id FROM receipt_allocations
           WHERE org_id = NEW.org_id AND receipt_id = NEW.id LOOP
    PERFORM prapa_check_bill_paid(NEW.org_id, b);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "receipts_paid" AFTER UPDATE OF status ON "receipts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION prapa_receipt_paid_trg();
--> statement-breakpoint
-- A bank file's job publishing (or a succeeded one changed or deleted) moves which staged
-- allocations count: its bills must have moved with it.
CREATE INDEX "receipt_allocations_post_job" ON "receipt_allocations" USING btree ("post_job")
  WHERE post_job IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_job_paid_trg() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  j record;
  b uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    j := OLD;
  ELSE
    j := NEW;
  END IF;
  FOR b IN SELECT DISTINCT bill_id FROM receipt_allocations
           WHERE post_job = j.id AND org_id = j.org_id LOOP
    PERFORM prapa_check_bill_paid(j.org_id, b);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "jobs_paid_update" AFTER UPDATE OF status ON "jobs"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status = 'succeeded') IS DISTINCT FROM (NEW.status = 'succeeded'))
  EXECUTE FUNCTION prapa_job_paid_trg();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "jobs_paid_delete" AFTER DELETE ON "jobs"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status = 'succeeded')
  EXECUTE FUNCTION prapa_job_paid_trg();
--> statement-breakpoint
-- TRUNCATE skips row triggers: refused outright on every money table and the audit log.
CREATE OR REPLACE FUNCTION prapa_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prapa: % is never truncated', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['bills', 'bill_lines', 'bill_counters', 'bill_prints', 'receipts',
    'receipt_allocations', 'credit_moves', 'receipt_books', 'receipt_leaf_voids',
    'receipt_prints', 'remittances', 'bank_files', 'bank_rows', 'debt_notices',
    'notice_events', 'notice_counters', 'notification_messages', 'late_fee_waivers',
    'audit_log'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT '
      'EXECUTE FUNCTION prapa_no_truncate()', t || '_no_truncate', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The audit chain. Each organisation's rows are numbered 1, 2, 3 … (seq) and each row's
-- hash is sha256(previous row's hash || the row's canonical text); the head table holds
-- the last seq and hash, and its row lock orders an organisation's writers. The canonical
-- text is a jsonb array (nulls and strings unambiguous; jsonb prints one way) with the
-- instant in microseconds since the epoch, so no session setting changes it.
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" bytea;
--> statement-breakpoint
CREATE TABLE "audit_chain_heads" (
  "org_id" uuid PRIMARY KEY NOT NULL REFERENCES "organisations"("id"),
  "seq" bigint NOT NULL,
  "hash" bytea NOT NULL
);
--> statement-breakpoint
-- Under the tenant policy like every table with an org_id; the app's role may read its
-- organisation's head but never write it: only the chain's trigger (owner's rights) does.
SELECT prapa_tenant_table('audit_chain_heads');
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "audit_chain_heads" FROM prapa_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_audit_text(s bigint, r audit_log) RETURNS bytea
  LANGUAGE sql STABLE AS $$
  SELECT convert_to(jsonb_build_array(s, (r).id, (r).org_id, (r).officer_id, (r).actor_org_id,
    (r).action, (r).entity, (r).entity_id, (r).before, (r).after, (r).reason, (r).ip,
    (extract(epoch FROM (r).created_at) * 1000000)::bigint)::text, 'UTF8')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_audit_chain() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO audit_chain_heads AS h (org_id, seq, hash)
  VALUES (NEW.org_id, 1, sha256(prapa_audit_text(1, NEW)))
  ON CONFLICT (org_id) DO UPDATE
    SET seq = h.seq + 1, hash = sha256(h.hash || prapa_audit_text(h.seq + 1, NEW))
  RETURNING seq, hash INTO NEW.seq, NEW.hash;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Rows written before the chain existed are chained now, in the order they were written.
DO $$
DECLARE
  r audit_log;
  s bigint;
  h bytea;
  o uuid;
BEGIN
  FOR o IN SELECT DISTINCT org_id FROM audit_log LOOP
    s := 0;
    h := ''::bytea;
    FOR r IN SELECT * FROM audit_log WHERE org_id = o ORDER BY created_at, id LOOP
      s := s + 1;
      h := sha256(h || prapa_audit_text(s, r));
      UPDATE audit_log SET seq = s, hash = h WHERE id = r.id;
    END LOOP;
    INSERT INTO audit_chain_heads (org_id, seq, hash) VALUES (o, s, h);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "seq" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq" ON "audit_log" USING btree ("org_id", "seq");
--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION prapa_audit_chain();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prapa: the audit log is append-only' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION prapa_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER "audit_chain_heads_guard" BEFORE UPDATE OF org_id OR DELETE ON "audit_chain_heads"
  FOR EACH ROW EXECUTE FUNCTION prapa_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER "audit_chain_heads_no_truncate" BEFORE TRUNCATE ON "audit_chain_heads"
  FOR EACH STATEMENT EXECUTE FUNCTION prapa_no_truncate();
--> statement-breakpoint
-- What the auditor's check reads: each row against the stored hash of the row before it.
CREATE OR REPLACE FUNCTION prapa_audit_breaks(o uuid)
  RETURNS TABLE (seq bigint, id uuid, at timestamptz, problem text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  WITH chain AS (
    SELECT l.seq, l.id, l.created_at AS at, l.hash,
      lag(l.seq) OVER w AS prev_seq,
      coalesce(lag(l.hash) OVER w, ''::bytea) AS prev_hash,
      prapa_audit_text(l.seq, l) AS body
    FROM audit_log l WHERE l.org_id = o
    WINDOW w AS (ORDER BY l.seq)
  )
  SELECT c.seq, c.id, c.at,
    CASE WHEN c.seq <> coalesce(c.prev_seq, 0) + 1 THEN 'gap'
         ELSE 'hash' END
  FROM chain c
  WHERE c.seq <> coalesce(c.prev_seq, 0) + 1 OR c.hash <> sha256(c.prev_hash || c.body)
  UNION ALL
  SELECT h.seq, NULL::uuid, NULL::timestamptz, 'missing'
  FROM audit_chain_heads h
  WHERE h.org_id = o AND (h.seq <> coalesce((SELECT max(x.seq) FROM audit_log x WHERE x.org_id = o), 0)
    OR h.hash <> coalesce((SELECT x.hash FROM audit_log x WHERE x.org_id = o ORDER BY x.seq DESC LIMIT 1), ''::bytea))
  ORDER BY 1
$$;

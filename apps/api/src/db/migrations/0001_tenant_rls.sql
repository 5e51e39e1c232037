-- The application queries business tables as prapa_app, a role that row-level
-- security binds (not a superuser, not the owner). Each tenant transaction runs
-- set_config('role', 'prapa_app', true) and set_config('app.org_id', <org>, true);
-- without app.org_id the policies match no row.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'prapa_app') THEN
    CREATE ROLE prapa_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT prapa_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO prapa_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prapa_current_org() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.org_id', true), '')::uuid $$;
--> statement-breakpoint
-- Later migrations call this for every new business table, so the rule is written once.
CREATE OR REPLACE FUNCTION prapa_tenant_table(tbl regclass, org_column text DEFAULT 'org_id') RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO prapa_app USING (%I = prapa_current_org()) WITH CHECK (%I = prapa_current_org())',
    tbl, org_column, org_column);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO prapa_app', tbl);
END $$;
--> statement-breakpoint
SELECT prapa_tenant_table('organisations', 'id');
--> statement-breakpoint
SELECT prapa_tenant_table('offices');
--> statement-breakpoint
SELECT prapa_tenant_table('officers');
--> statement-breakpoint
SELECT prapa_tenant_table('refresh_sessions');
--> statement-breakpoint
SELECT prapa_tenant_table('access_requests');
--> statement-breakpoint
SELECT prapa_tenant_table('password_resets');
--> statement-breakpoint
SELECT prapa_tenant_table('audit_log');

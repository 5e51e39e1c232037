-- Row-level security binds prapa_app, and under RLS the planner may use as an index
-- condition only leakproof operators: ILIKE is not, so the trigram index of 0004 could
-- never serve the /user search (every search read every connection). This view is
-- owned by the migrating role (the tables' owner, which RLS does not bind) and keeps
-- the same rule itself: only the organisation of the transaction (app.org_id), none
-- without it. Read-only for the app; the list's page and count read it, so the planner
-- weighs the trigram index against the others as usual.
CREATE VIEW "water_user_search" AS
  SELECT * FROM "water_users" WHERE "org_id" = prapa_current_org();
--> statement-breakpoint
GRANT SELECT ON "water_user_search" TO prapa_app;
--> statement-breakpoint
-- PGlite has no autovacuum to merge a GIN pending list: with fastupdate every search
-- would read through up to 4 MB of unmerged entries, and the planner, costing them,
-- would stop choosing the index. Entries go straight into the index instead.
ALTER INDEX "water_users_search_trgm" SET (fastupdate = off);

-- Issue 29: on a database of 500 organisations, the /user search's trigram index (0007)
-- held every organisation's connections, so a search read the matches of all of them and
-- then kept its own: "000001" in a 2,000-connection organisation went through 340,722
-- entries (58 ms) on the national bench's 1,000,000 connections, and grew with the other
-- organisations. With the organisation as the index's first column (btree_gin, one of
-- PostgreSQL's own extensions) the search reads only its own: 2.3 ms, 0.6–0.8 ms for a name.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "water_users_org_search_trgm" ON "water_users"
  USING gin ("org_id", "search_text" gin_trgm_ops)
  WITH (fastupdate = on, gin_pending_list_limit = 256);
--> statement-breakpoint
DROP INDEX "water_users_search_trgm";

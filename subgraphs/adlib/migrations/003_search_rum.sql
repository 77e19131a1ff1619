-- The ads with a word in their title, for one-word searches by relevance (search.ts, tierSelection): a rum index
-- (PostgreSQL extension rum, Debian package postgresql-15-rum) of ad_library_keys.search that keeps the positions and
-- weights of every posting (rum_tsvector_ops), so `search @@ 'word':A` is decided in the index; the GIN index keeps no
-- weights, and reading the title matches through it reads every ad with the word. The indexed expression is the
-- tsvector itself (concatenated with nothing): only a statement that names it reads this index; every other match
-- keeps to the GIN index (a planner that saw both would take either for a bitmap).
--
-- Optional and additive: rows, tables and the other indexes stay as they are. Where the extension is not available
-- (or the role may not create it, or adlib.search_rum is 'off' for the database) the index is left out with one
-- warning and searches rank every match as before (search.ts says so in the service's log too). Installed later: run
-- the two statements below by hand (README "adlib").
-- 1,000,000 ads: about 10 s.
DO $$
BEGIN
  IF current_setting('adlib.search_rum', true) = 'off' THEN
    RAISE WARNING 'ad search: index ad_library_keys_rum_weights left out (adlib.search_rum = off); one-word searches by relevance rank every match';
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    RAISE WARNING 'ad search: PostgreSQL extension rum is not installed (apt-get install postgresql-15-rum); index ad_library_keys_rum_weights left out, one-word searches by relevance rank every match';
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS rum;
  SET LOCAL maintenance_work_mem = '256MB';
  CREATE INDEX ad_library_keys_rum_weights ON ad_library_keys USING rum ((search || ''::tsvector) rum_tsvector_ops);
EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
  RAISE WARNING 'ad search: index ad_library_keys_rum_weights left out (%); one-word searches by relevance rank every match', SQLERRM;
END
$$;

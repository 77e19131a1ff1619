-- Discovery (README "Discovery"): what a search of the library reads of each profile, apart from the profile row, in
-- one narrow row per profile: its text as a tsvector, its facets as one array of tagged values (one GIN index answers
-- every "any of" filter), and its sort keys, each with a btree index ending in the profile id (ties).
--
-- Kept by statement triggers on photonet_profiles (every way profiles arrive or change: corpus import, a live refresh
-- of a tracked profile, the demo corpus's bulk load) and on photonet_profile_metrics (the engagement and growth keys,
-- recomputed by the metrics triggers whenever a profile or its posts are written), in the same transaction; rows go
-- with their profile (ON DELETE CASCADE). Filled here from the profiles already stored.

-- The text search configuration of a profile: its enrichment's primary language when PostgreSQL stems it, else
-- 'simple' (words as written, lowercased).
CREATE FUNCTION photonet_search_config(language text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lower(coalesce(language, ''))
    WHEN 'arabic' THEN 'arabic' WHEN 'armenian' THEN 'armenian' WHEN 'basque' THEN 'basque' WHEN 'catalan' THEN 'catalan'
    WHEN 'danish' THEN 'danish' WHEN 'dutch' THEN 'dutch' WHEN 'english' THEN 'english' WHEN 'finnish' THEN 'finnish'
    WHEN 'french' THEN 'french' WHEN 'german' THEN 'german' WHEN 'greek' THEN 'greek' WHEN 'hindi' THEN 'hindi'
    WHEN 'hungarian' THEN 'hungarian' WHEN 'indonesian' THEN 'indonesian' WHEN 'irish' THEN 'irish'
    WHEN 'italian' THEN 'italian' WHEN 'lithuanian' THEN 'lithuanian' WHEN 'nepali' THEN 'nepali'
    WHEN 'norwegian' THEN 'norwegian' WHEN 'portuguese' THEN 'portuguese' WHEN 'romanian' THEN 'romanian'
    WHEN 'russian' THEN 'russian' WHEN 'serbian' THEN 'serbian' WHEN 'spanish' THEN 'spanish' WHEN 'swedish' THEN 'swedish'
    WHEN 'tamil' THEN 'tamil' WHEN 'turkish' THEN 'turkish' WHEN 'yiddish' THEN 'yiddish'
    ELSE 'simple' END::regconfig
$$;

-- nano (< 10,000 followers), micro (< 100,000), mid (< 500,000), macro (< 1,000,000), mega: the metrics' size classes.
CREATE FUNCTION photonet_size_class(followers bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN followers < 10000 THEN 'nano' WHEN followers < 100000 THEN 'micro' WHEN followers < 500000 THEN 'mid'
              WHEN followers < 1000000 THEN 'macro' ELSE 'mega' END
$$;

-- low (under half the rate expected for the size class, as the metrics' audience quality states it), average (up to
-- 1.5 times), high (above), unknown (no engagement rate).
CREATE FUNCTION photonet_engagement_class(followers bigint, engagement_rate double precision) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN engagement_rate IS NULL THEN 'unknown'
    ELSE (SELECT CASE WHEN engagement_rate < 0.5 * e THEN 'low' WHEN engagement_rate <= 1.5 * e THEN 'average' ELSE 'high' END
          FROM (SELECT CASE photonet_size_class(followers) WHEN 'nano' THEN 0.05 WHEN 'micro' THEN 0.03 WHEN 'mid' THEN 0.02
                             WHEN 'macro' THEN 0.015 ELSE 0.01 END::float8 AS e) x)
  END
$$;

-- A profile's facets, each tagged by its kind, lowercased: n: niche (primary and sub-niches), c: country, ci: city,
-- l: language (primary and others), e: entity type, r: account role, g: gender, a: age range, t: content tag,
-- v: verified (1 or 0), b: business account (1 or 0).
CREATE FUNCTION photonet_search_traits(p photonet_profiles) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT DISTINCT t FROM unnest(
    ARRAY['n:' || lower(p.enrichment->>'primary_niche'), 'c:' || lower(p.enrichment->>'country'),
          'ci:' || lower(p.enrichment->>'city'), 'l:' || lower(p.enrichment->>'primary_language'),
          'e:' || lower(p.enrichment->>'entity_type'), 'r:' || lower(p.enrichment->>'account_role'),
          'g:' || lower(p.enrichment->>'gender'), 'a:' || lower(p.enrichment->>'age_range'),
          'v:' || p.is_verified::int, 'b:' || p.is_business_account::int]
    || ARRAY(SELECT 'n:' || lower(s) FROM jsonb_array_elements_text(
         CASE jsonb_typeof(p.enrichment->'sub_niches') WHEN 'array' THEN p.enrichment->'sub_niches' ELSE '[]' END) s)
    || ARRAY(SELECT 'l:' || lower(s) FROM jsonb_array_elements_text(
         CASE jsonb_typeof(p.enrichment->'languages') WHEN 'array' THEN p.enrichment->'languages' ELSE '[]' END) s)
    || ARRAY(SELECT 't:' || lower(t->>'tag') FROM jsonb_array_elements(
         CASE jsonb_typeof(p.enrichment->'content_tags') WHEN 'array' THEN p.enrichment->'content_tags' ELSE '[]' END) t
         WHERE jsonb_typeof(t->'tag') = 'string')
  ) t WHERE t IS NOT NULL ORDER BY t)
$$;

-- A profile's words: A its username (also split at . and _) and full name, B its tagline and biography, C its
-- enrichment's bio and content summaries, D its audience and brand-fit summaries. The name fields are also indexed as
-- written ('simple'), so a handle or a name matches whatever the profile's language; the rest under its language.
CREATE FUNCTION photonet_search_vector(p photonet_profiles, cfg regconfig) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', p.username || ' ' || translate(p.username, '._', '  ') || ' ' || p.full_name), 'A')
      || setweight(to_tsvector(cfg, p.full_name), 'A')
      || setweight(to_tsvector(cfg, coalesce(p.enrichment->>'tagline', '') || ' ' || p.biography), 'B')
      || setweight(to_tsvector(cfg, coalesce(p.enrichment->>'bio_summary', '') || ' ' || coalesce(p.enrichment->>'content_summary', '')), 'C')
      || setweight(to_tsvector(cfg, coalesce(p.enrichment->>'audience_summary', '') || ' ' || coalesce(p.enrichment->>'brand_fit_summary', '')), 'D')
$$;

CREATE TABLE photonet_profile_search (
  -- The profile's stored id (photonet_profiles.id): the tie-breaker of every order.
  id               bigint PRIMARY KEY REFERENCES photonet_profiles(id) ON DELETE CASCADE,
  followers        bigint NOT NULL,
  -- The metrics' engagement rate and 30-day growth; -Infinity when the metrics have none (last in a descending order).
  engagement_key   double precision NOT NULL DEFAULT '-Infinity',
  growth_key       double precision NOT NULL DEFAULT '-Infinity',
  last_scraped_at  timestamptz NOT NULL,
  -- Lookalikes: the traits similarity compares, as columns of one btree (candidates by shared prefix).
  primary_niche    text NOT NULL,
  size_class       text NOT NULL,
  engagement_class text NOT NULL DEFAULT 'unknown',
  country          text NOT NULL,
  language         text NOT NULL,
  traits           text[] NOT NULL,
  ts_config        regconfig NOT NULL,
  search           tsvector NOT NULL
);

-- The configurations the library's profiles are indexed under: a query is turned into one tsquery per configuration
-- in use (search.ts), never more. 'simple' always (names are indexed as written).
CREATE TABLE photonet_search_configs (ts_config regconfig PRIMARY KEY);
INSERT INTO photonet_search_configs VALUES ('simple');

CREATE FUNCTION photonet_profile_search_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO photonet_profile_search AS s (id, followers, engagement_key, growth_key, last_scraped_at, primary_niche, size_class,
    engagement_class, country, language, traits, ts_config, search)
  SELECT w.id, w.followers, coalesce(m.engagement_rate, '-Infinity'), coalesce(m.growth_30d, '-Infinity'), w.last_scraped_at,
    lower(coalesce(w.enrichment->>'primary_niche', '')), photonet_size_class(w.followers),
    photonet_engagement_class(w.followers, m.engagement_rate),
    lower(coalesce(w.enrichment->>'country', '')), lower(coalesce(w.enrichment->>'primary_language', '')),
    photonet_search_traits(w), c.cfg, photonet_search_vector(w, c.cfg)
  FROM written w
  CROSS JOIN LATERAL (SELECT photonet_search_config(w.enrichment->>'primary_language') AS cfg) c
  LEFT JOIN photonet_profile_metrics m ON m.profile_id = w.id
  ON CONFLICT (id) DO UPDATE SET
    followers = EXCLUDED.followers, engagement_key = EXCLUDED.engagement_key, growth_key = EXCLUDED.growth_key,
    last_scraped_at = EXCLUDED.last_scraped_at, primary_niche = EXCLUDED.primary_niche, size_class = EXCLUDED.size_class,
    engagement_class = EXCLUDED.engagement_class, country = EXCLUDED.country, language = EXCLUDED.language,
    traits = EXCLUDED.traits, ts_config = EXCLUDED.ts_config, search = EXCLUDED.search;
  INSERT INTO photonet_search_configs
  SELECT DISTINCT photonet_search_config(w.enrichment->>'primary_language') FROM written w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- New figures of profiles already indexed (a profile's first figures are read when its search row is written).
CREATE FUNCTION photonet_profile_search_metrics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE photonet_profile_search s SET
    engagement_key = coalesce(m.engagement_rate, '-Infinity'), growth_key = coalesce(m.growth_30d, '-Infinity'),
    engagement_class = photonet_engagement_class(s.followers, m.engagement_rate)
  FROM figures m
  WHERE s.id = m.profile_id
    AND (s.engagement_key, s.growth_key, s.engagement_class)
        IS DISTINCT FROM (coalesce(m.engagement_rate, '-Infinity'), coalesce(m.growth_30d, '-Infinity'),
                          photonet_engagement_class(s.followers, m.engagement_rate));
  RETURN NULL;
END
$$;

CREATE TRIGGER photonet_profiles_search_inserted AFTER INSERT ON photonet_profiles
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION photonet_profile_search_upsert();
CREATE TRIGGER photonet_profiles_search_updated AFTER UPDATE ON photonet_profiles
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION photonet_profile_search_upsert();
CREATE TRIGGER photonet_profile_metrics_search_inserted AFTER INSERT ON photonet_profile_metrics
  REFERENCING NEW TABLE AS figures FOR EACH STATEMENT EXECUTE FUNCTION photonet_profile_search_metrics();
CREATE TRIGGER photonet_profile_metrics_search_updated AFTER UPDATE ON photonet_profile_metrics
  REFERENCING NEW TABLE AS figures FOR EACH STATEMENT EXECUTE FUNCTION photonet_profile_search_metrics();

INSERT INTO photonet_profile_search (id, followers, engagement_key, growth_key, last_scraped_at, primary_niche, size_class,
  engagement_class, country, language, traits, ts_config, search)
SELECT p.id, p.followers, coalesce(m.engagement_rate, '-Infinity'), coalesce(m.growth_30d, '-Infinity'), p.last_scraped_at,
  lower(coalesce(p.enrichment->>'primary_niche', '')), photonet_size_class(p.followers),
  photonet_engagement_class(p.followers, m.engagement_rate),
  lower(coalesce(p.enrichment->>'country', '')), lower(coalesce(p.enrichment->>'primary_language', '')),
  photonet_search_traits(p), c.cfg, photonet_search_vector(p, c.cfg)
FROM photonet_profiles p
CROSS JOIN LATERAL (SELECT photonet_search_config(p.enrichment->>'primary_language') AS cfg) c
LEFT JOIN photonet_profile_metrics m ON m.profile_id = p.id;
INSERT INTO photonet_search_configs SELECT DISTINCT ts_config FROM photonet_profile_search ON CONFLICT DO NOTHING;

-- Every "any of" filter, in one index: each filter is an overlap (traits && '{n:food,n:travel}'), several AND-ed.
CREATE INDEX photonet_profile_search_traits ON photonet_profile_search USING gin (traits);
-- The sorts, each read in its order (descending, ties by id descending) until a page of matches is found. Covering:
-- each holds the facets and the other filters' columns, so the window of a search without text is read from the
-- index alone (an index-only scan), never from the table's rows.
CREATE INDEX photonet_profile_search_followers ON photonet_profile_search (followers DESC, id DESC)
  INCLUDE (traits, engagement_key, growth_key, last_scraped_at);
CREATE INDEX photonet_profile_search_engagement ON photonet_profile_search (engagement_key DESC, id DESC)
  INCLUDE (traits, followers, growth_key, last_scraped_at);
CREATE INDEX photonet_profile_search_growth ON photonet_profile_search (growth_key DESC, id DESC)
  INCLUDE (traits, followers, engagement_key, last_scraped_at);
CREATE INDEX photonet_profile_search_scraped ON photonet_profile_search (last_scraped_at DESC, id DESC)
  INCLUDE (traits, followers, engagement_key, growth_key);
-- Lookalikes: candidates sharing the account's niche, then its size class, engagement class, country and language.
CREATE INDEX photonet_profile_search_alike ON photonet_profile_search (primary_niche, size_class, engagement_class, country, language, id);

-- Text: a rum index (PostgreSQL extension rum, Debian package postgresql-15-rum) answers a match in relevance order
-- (search <=> query) without ranking every match; where the extension is missing, a GIN index answers the match and
-- relevance ranks the matches (search.ts says so once in the log).
DO $$
BEGIN
  IF current_setting('photonet.search_rum', true) IS DISTINCT FROM 'off'
     AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS rum;
      CREATE INDEX photonet_profile_search_text ON photonet_profile_search USING rum (search rum_tsvector_ops);
      RETURN;
    EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
      RAISE WARNING 'discovery: rum index left out (%); relevance ranks every match', SQLERRM;
    END;
  ELSE
    RAISE WARNING 'discovery: PostgreSQL extension rum is not installed (apt-get install postgresql-15-rum); relevance ranks every match';
  END IF;
  CREATE INDEX photonet_profile_search_text ON photonet_profile_search USING gin (search);
END
$$;

ANALYZE photonet_profile_search;

-- What a search reads of each ad (search.ts): its tsvector, sort keys and filter columns, apart from the full ad form.
-- A search of a common word reads most pages of the table it matches in (its matches are spread over the whole
-- library, and each must be ranked): ad_library's rows are about 1 kB of ad JSON each, these about a fifth of that, so
-- the same search reads a fifth of the pages. Only the page a search answers reads ad_library, by primary key.
--
-- Kept by statement triggers on ad_library (every way rows arrive or change, storeAds or a bulk INSERT ... SELECT, in
-- the same transaction); filled here from the ads already stored. ad_library keeps its own columns and indexes
-- (advertiser insights and folders read them).
CREATE TABLE ad_library_keys (
  network       text        NOT NULL,
  ad_id         text        NOT NULL,
  advertiser_id text        NOT NULL,
  ts_config     regconfig   NOT NULL,
  is_active     boolean     NOT NULL,
  started_at    timestamptz NOT NULL,
  ended_at      timestamptz,
  media_type    text        NOT NULL,
  countries     text[]      NOT NULL,
  platforms     text[]      NOT NULL,
  -- ad_library.search, as stored there (never recomputed).
  search        tsvector    NOT NULL,
  PRIMARY KEY (network, ad_id)
);

CREATE FUNCTION ad_library_keys_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An update that changes an ad's key (no statement of ours does) leaves no row under the old one.
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM ad_library_keys k USING gone o
    WHERE k.network = o.network AND k.ad_id = o.ad_id
      AND NOT EXISTS (SELECT 1 FROM changed c WHERE c.network = o.network AND c.ad_id = o.ad_id);
  END IF;
  INSERT INTO ad_library_keys (network, ad_id, advertiser_id, ts_config, is_active, started_at, ended_at, media_type, countries, platforms, search)
  SELECT network, ad_id, advertiser_id, ts_config, is_active, started_at, ended_at, media_type, countries, platforms, coalesce(search, '')
  FROM changed
  ON CONFLICT (network, ad_id) DO UPDATE SET
    advertiser_id = EXCLUDED.advertiser_id, ts_config = EXCLUDED.ts_config, is_active = EXCLUDED.is_active,
    started_at = EXCLUDED.started_at, ended_at = EXCLUDED.ended_at, media_type = EXCLUDED.media_type,
    countries = EXCLUDED.countries, platforms = EXCLUDED.platforms, search = EXCLUDED.search;
  RETURN NULL;
END
$$;

CREATE FUNCTION ad_library_keys_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ad_library_keys k USING gone o WHERE k.network = o.network AND k.ad_id = o.ad_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER ad_library_keys_insert AFTER INSERT ON ad_library
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ad_library_keys_upsert();
CREATE TRIGGER ad_library_keys_update AFTER UPDATE ON ad_library
  REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ad_library_keys_upsert();
CREATE TRIGGER ad_library_keys_delete AFTER DELETE ON ad_library
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION ad_library_keys_delete();

-- In physical order of ad_library (its insertion order), as the triggers will go on adding them.
INSERT INTO ad_library_keys (network, ad_id, advertiser_id, ts_config, is_active, started_at, ended_at, media_type, countries, platforms, search)
SELECT network, ad_id, advertiser_id, ts_config, is_active, started_at, ended_at, media_type, countries, platforms, coalesce(search, '')
FROM ad_library;

-- Matching (a BitmapOr of one branch per configuration in use, as on ad_library.search).
CREATE INDEX ad_library_keys_search ON ad_library_keys USING gin (search);
-- Advertiser.ads and advertiser_ids without a query.
CREATE INDEX ad_library_keys_advertiser ON ad_library_keys (advertiser_id, network, started_at);
-- newest: read in order, the match as a filter, stopping at the page's end; the planner takes it over the GIN index
-- when matches are common enough that the first page is near.
CREATE INDEX ad_library_keys_newest ON ad_library_keys (started_at DESC, network, ad_id);
-- longest_running (search.ts): ended ads by their run length, running ads by their start (the earliest runs longest),
-- each read in order with the match as a filter when matches are common.
CREATE INDEX ad_library_keys_run_ended ON ad_library_keys ((extract(epoch FROM (ended_at - started_at))) DESC, network, ad_id)
  WHERE ended_at IS NOT NULL;
CREATE INDEX ad_library_keys_run_active ON ad_library_keys (started_at, network, ad_id) WHERE ended_at IS NULL;

-- The planner's estimates of how many ads a word matches, from the start.
ANALYZE ad_library_keys;

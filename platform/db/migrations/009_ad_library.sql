-- The ad library: every ad any network's Ad Library read or `corpus import` has stored, in the network's full ad form
-- (platform/ads/library.ts writes it; subgraphs/adlib reads it). One row per (network, ad id); a later sighting
-- replaces the form and widens the countries, never the first sighting.
CREATE TABLE ad_library (
  network         text        NOT NULL,
  ad_id           text        NOT NULL,
  advertiser_id   text        NOT NULL,
  advertiser_name text        NOT NULL DEFAULT '',
  ad              jsonb       NOT NULL,
  -- The text search configuration of the ad's language (english, french, ...), `simple` when it is not known.
  ts_config       regconfig   NOT NULL DEFAULT 'simple',
  is_active       boolean     NOT NULL,
  started_at      timestamptz NOT NULL,
  ended_at        timestamptz,
  media_type      text        NOT NULL,
  countries       text[]      NOT NULL DEFAULT '{}',
  platforms       text[]      NOT NULL DEFAULT '{}',
  languages       text[]      NOT NULL DEFAULT '{}',
  first_seen_at   timestamptz NOT NULL,
  last_seen_at    timestamptz NOT NULL,
  -- First-sighting order: what monitoring folders read past.
  seq             bigint      GENERATED ALWAYS AS IDENTITY,
  -- Title (A), body (B), captions and advertiser name (C), under the ad's own configuration.
  search          tsvector    GENERATED ALWAYS AS (
    setweight(to_tsvector(ts_config, coalesce(ad->>'title', '')), 'A') ||
    setweight(to_tsvector(ts_config, coalesce(ad->>'body', '')), 'B') ||
    setweight(to_tsvector(ts_config, coalesce(ad->>'link_caption', '') || ' ' || coalesce(ad->>'link_description', '') || ' ' || advertiser_name), 'C')
  ) STORED,
  PRIMARY KEY (network, ad_id)
);

CREATE INDEX ad_library_search ON ad_library USING gin (search);
CREATE INDEX ad_library_advertiser ON ad_library (advertiser_id, network, started_at);
CREATE INDEX ad_library_advertiser_seq ON ad_library (advertiser_id, network, seq);
CREATE UNIQUE INDEX ad_library_seq ON ad_library (seq);
-- The text search configurations the ads are stored under: a search ORs one index branch per configuration in use.
-- Kept by statement triggers, so every way rows arrive (storeAds, a bulk INSERT ... SELECT) records its own.
CREATE TABLE ad_library_configs (ts_config regconfig PRIMARY KEY);

CREATE FUNCTION ad_library_note_configs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_library_configs (ts_config) SELECT DISTINCT ts_config FROM changed ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER ad_library_configs_insert AFTER INSERT ON ad_library
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ad_library_note_configs();
CREATE TRIGGER ad_library_configs_update AFTER UPDATE ON ad_library
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ad_library_note_configs();

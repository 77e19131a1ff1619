-- The tracked photonet corpus: one row per profile, with its enrichment (contract 2.2, 2.3).
CREATE TABLE photonet_profiles (
  id                        bigint PRIMARY KEY,
  profile_id                bigint NOT NULL,
  platform                  text NOT NULL,
  username                  text NOT NULL UNIQUE,
  ig_id                     text NOT NULL,
  fbid                      text NOT NULL,
  full_name                 text NOT NULL,
  biography                 text NOT NULL,
  profile_pic_url           text NOT NULL,
  external_urls             text[] NOT NULL,
  followers                 bigint NOT NULL,
  following                 bigint NOT NULL,
  posts_count               bigint NOT NULL,
  scrape_count              bigint NOT NULL,
  is_verified               boolean NOT NULL,
  is_private                boolean NOT NULL,
  is_business_account       boolean NOT NULL,
  is_professional_account   boolean NOT NULL,
  has_channel               boolean NOT NULL,
  category_name             text,
  business_category_name    text,
  first_scraped_at          timestamptz NOT NULL,
  last_scraped_at           timestamptz NOT NULL,
  enriched_at               timestamptz NOT NULL,
  enrichment                jsonb NOT NULL,
  updated_at                timestamptz NOT NULL DEFAULT now()
);
CREATE SEQUENCE photonet_profiles_id_seq OWNED BY photonet_profiles.id;
ALTER TABLE photonet_profiles ALTER COLUMN id SET DEFAULT nextval('photonet_profiles_id_seq');
CREATE UNIQUE INDEX photonet_profiles_profile_id ON photonet_profiles (profile_id);

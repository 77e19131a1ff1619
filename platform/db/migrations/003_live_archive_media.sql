-- Every live acquisition, exactly as the upstream returned it. Private: served only through normalised reads.
CREATE TABLE live_archive (
  id          bigserial PRIMARY KEY,
  network     text NOT NULL,
  operation   text NOT NULL,
  -- Canonical JSON of the operation's arguments: a `source=db` read matches exactly these.
  args_key    text NOT NULL,
  args        jsonb NOT NULL,
  provider    text NOT NULL,
  fetched_at  timestamptz NOT NULL,
  payload     jsonb NOT NULL
);
CREATE INDEX live_archive_lookup ON live_archive (network, operation, args_key, fetched_at DESC);

-- Copies of images seen in acquired payloads. A URL is copied once; `mirror_key` names the stored object.
CREATE TABLE media_mirror (
  id           bigserial PRIMARY KEY,
  url          text NOT NULL UNIQUE,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'copying', 'completed', 'failed')),
  attempts     integer NOT NULL DEFAULT 0,
  mirror_key   text,
  content_type text,
  error        text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  claimed_at   timestamptz,
  copied_at    timestamptz
);
CREATE INDEX media_mirror_pending ON media_mirror (id) WHERE status IN ('pending', 'copying');

-- The openfeed library: profiles and posts normalised from live acquisitions.
CREATE TABLE openfeed_profiles (
  did         text PRIMARY KEY,
  handle      text NOT NULL,
  profile     jsonb NOT NULL,
  fetched_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX openfeed_profiles_handle ON openfeed_profiles (lower(handle));

CREATE TABLE openfeed_posts (
  uri         text PRIMARY KEY,
  author_did  text NOT NULL,
  post        jsonb NOT NULL,
  fetched_at  timestamptz NOT NULL
);
CREATE INDEX openfeed_posts_author ON openfeed_posts (author_did);

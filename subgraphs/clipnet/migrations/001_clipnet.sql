-- clipnet's library: what live reads acquired. A snapshot per acquisition of a creator (the profile read, or the
-- video list whose items carry the creator and its counts), for the profile and the follower, like and view
-- history; every video a creator's list or a video read acquired, for the stored video list (newest first).
CREATE TABLE clipnet_snapshots (
  id          bigserial   PRIMARY KEY,
  handle_key  text        NOT NULL CHECK (handle_key = lower(handle_key)),
  user_id     text        NOT NULL,
  creator     jsonb       NOT NULL,
  followers   bigint      NOT NULL,
  likes       bigint      NOT NULL,
  -- Total views of the creator's stored videos when the snapshot was taken; null when none was stored.
  views       bigint,
  fetched_at  timestamptz NOT NULL
);

CREATE INDEX clipnet_snapshots_handle ON clipnet_snapshots (handle_key, fetched_at DESC, id DESC);

CREATE TABLE clipnet_videos (
  video_id    text        PRIMARY KEY CHECK (video_id ~ '^[0-9]{1,40}$'),
  handle_key  text        NOT NULL CHECK (handle_key = lower(handle_key)),
  created_at  timestamptz NOT NULL,
  views       bigint      NOT NULL,
  video       jsonb       NOT NULL,
  fetched_at  timestamptz NOT NULL
);

CREATE INDEX clipnet_videos_handle ON clipnet_videos (handle_key, created_at DESC, video_id DESC);

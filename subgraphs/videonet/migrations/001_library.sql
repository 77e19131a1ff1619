-- videonet's library: the channels and videos live reads acquired, in the contract's shapes (2.13 long-video channel,
-- the video read). GET /v1/videonet/channel and /v1/videonet/video answer from it; they never acquire.
CREATE TABLE videonet_channels (
  channel_id text        PRIMARY KEY CHECK (channel_id ~ '^UC[A-Za-z0-9_-]{22}$'),
  handle     text,
  channel    jsonb       NOT NULL,
  fetched_at timestamptz NOT NULL
);

CREATE INDEX videonet_channels_handle ON videonet_channels (lower(handle));

CREATE TABLE videonet_videos (
  video_id   text        PRIMARY KEY CHECK (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  channel_id text        NOT NULL,
  video      jsonb       NOT NULL,
  fetched_at timestamptz NOT NULL
);

CREATE INDEX videonet_videos_channel ON videonet_videos (channel_id);

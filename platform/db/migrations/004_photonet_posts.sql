-- Stored photonet content: posts and reels, their comments in collection order, and their media (contract 2.5-2.8).
CREATE SEQUENCE photonet_posts_id_seq;
CREATE TABLE photonet_posts (
  id                            bigint PRIMARY KEY DEFAULT nextval('photonet_posts_id_seq'),
  owner_id                      bigint NOT NULL REFERENCES photonet_profiles(id),
  ig_post_id                    text NOT NULL UNIQUE,
  shortcode                     text NOT NULL UNIQUE,
  caption                       text NOT NULL,
  likes                         bigint NOT NULL,
  comments                      bigint NOT NULL,
  posted_at                     timestamptz NOT NULL,
  content_type                  text NOT NULL,
  image_url                     text NOT NULL,
  video_url                     text,
  is_video                      boolean NOT NULL,
  video_duration                double precision,
  product_type                  text NOT NULL,
  original_width                integer NOT NULL,
  original_height               integer NOT NULL,
  like_and_view_counts_disabled boolean NOT NULL,
  observed_surface              text NOT NULL,
  is_pinned                     boolean NOT NULL,
  video_play_count              bigint,
  is_paid_partnership           boolean,
  post_url                      text NOT NULL,
  -- Where collecting this post's comments stands (2.8 continuation); null until a page was collected.
  comments_next_page_cursor     text,
  comments_exhausted            boolean NOT NULL DEFAULT false,
  comments_last_fetched_at      timestamptz
);
ALTER SEQUENCE photonet_posts_id_seq OWNED BY photonet_posts.id;
-- Newest first per profile, stable under equal timestamps: the keyset of every post listing.
CREATE INDEX photonet_posts_owner_recent ON photonet_posts (owner_id, posted_at DESC, id DESC);

CREATE TABLE photonet_comments (
  comment_id       text PRIMARY KEY,
  post_id          bigint NOT NULL REFERENCES photonet_posts(id),
  owner_id         bigint NOT NULL REFERENCES photonet_profiles(id),
  -- Collection order within the post.
  position         integer NOT NULL,
  author           text NOT NULL,
  author_id        text NOT NULL,
  author_verified  boolean NOT NULL,
  text             text NOT NULL,
  likes            bigint NOT NULL,
  replies          bigint,
  posted_at        timestamptz NOT NULL,
  UNIQUE (post_id, position)
);
-- Newest comments across accounts (stored/comments).
CREATE INDEX photonet_comments_owner_recent ON photonet_comments (owner_id, posted_at DESC, comment_id DESC);

CREATE TABLE photonet_media (
  id        bigserial PRIMARY KEY,
  owner_id  bigint NOT NULL REFERENCES photonet_profiles(id),
  -- Null for a profile picture.
  post_id   bigint REFERENCES photonet_posts(id),
  kind      text NOT NULL CHECK (kind IN ('profile_pic', 'post_image', 'video_file')),
  ig_url    text NOT NULL,
  position  integer NOT NULL,
  CHECK ((kind = 'profile_pic') = (post_id IS NULL))
);
CREATE UNIQUE INDEX photonet_media_post_position ON photonet_media (post_id, position) WHERE post_id IS NOT NULL;
CREATE UNIQUE INDEX photonet_media_profile_pic ON photonet_media (owner_id) WHERE post_id IS NULL;

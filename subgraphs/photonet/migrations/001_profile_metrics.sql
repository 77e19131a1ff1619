-- Profile metrics (README "photonet profile metrics"): each library profile's scrape history and the figures influencer
-- marketing asks for, computed here in SQL, in one statement per written batch, by triggers on the library's tables.
-- Every path that writes a library profile or its posts (corpus import, a live refresh of a tracked profile, a bulk
-- load of the demo corpus by COPY) passes through them, so no writer can forget to.

-- One point per collection of a profile: its counts as collected at scraped_at. A write whose last_scraped_at is
-- newer than every point of the profile adds one; an older or equal one adds nothing.
CREATE TABLE photonet_profile_history (
  -- The profile's stored id (photonet_profiles.id). No foreign key: only the triggers below write here, from rows of
  -- photonet_profiles, and a key check per row would cost an import of profiles a third more.
  profile_id   bigint NOT NULL,
  scraped_at   timestamptz NOT NULL,
  followers    bigint NOT NULL,
  following    bigint NOT NULL,
  posts_count  bigint NOT NULL,
  PRIMARY KEY (profile_id, scraped_at)
);

-- The figures of one profile, as of its last write: one row per library profile, read by its key.
CREATE TABLE photonet_profile_metrics (
  -- The profile's stored id (photonet_profiles.id); no foreign key, as above.
  profile_id        bigint PRIMARY KEY,
  followers         bigint NOT NULL,
  following         bigint NOT NULL,
  -- nano (< 10,000 followers), micro (< 100,000), mid (< 500,000), macro (< 1,000,000), mega.
  size_class        text NOT NULL,
  -- The window: the profile's latest 12 posts by posted_at (ties by id), oldest and newest posted_at among them.
  posts_used        integer NOT NULL,
  video_posts_used  integer NOT NULL,
  window_start      timestamptz,
  window_end        timestamptz,
  engagement_rate   double precision,
  avg_likes         double precision,
  avg_comments      double precision,
  avg_views         double precision,
  posts_per_week    double precision,
  -- The history the growth figures read: its points and the latest one ("now" for the growth figures).
  history_points    integer NOT NULL,
  latest_scraped_at timestamptz,
  growth_30d        double precision,
  growth_30d_since  timestamptz,
  growth_90d        double precision,
  growth_90d_since  timestamptz,
  growth_spikes     integer NOT NULL,
  -- The audience-quality score and each of its signals' values and points (README "photonet profile metrics").
  audience_quality  double precision,
  engagement_for_size        double precision,
  engagement_for_size_points double precision NOT NULL,
  comment_to_like_ratio        double precision,
  comment_to_like_ratio_points double precision NOT NULL,
  growth_spikes_points         double precision NOT NULL,
  follower_following_ratio        double precision,
  follower_following_ratio_points double precision NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now()
);
-- What discovery search filters and sorts on. Only profiles that have the figure are indexed (a profile imported
-- without posts or history has neither): a bound on the figure, or `IS NOT NULL` beside a sort on it, uses the index,
-- and an import of profiles alone writes no entry here.
CREATE INDEX photonet_profile_metrics_engagement_rate ON photonet_profile_metrics (engagement_rate) WHERE engagement_rate IS NOT NULL;
CREATE INDEX photonet_profile_metrics_growth_30d ON photonet_profile_metrics (growth_30d) WHERE growth_30d IS NOT NULL;

-- Recomputes the figures of the profiles `ids` from their rows, their latest 12 posts and their history: one
-- set-based statement however many profiles (an import batch, a live refresh, a whole bulk load).
CREATE FUNCTION photonet_refresh_profile_metrics(ids bigint[]) RETURNS void LANGUAGE plpgsql
-- Planned for the ids at hand: a generic plan cannot tell 500 ids of a batch from a whole table, and would scan
-- all posts and history at every batch once they are large (an import would slow down as it grows).
SET plan_cache_mode = force_custom_plan AS $fn$
BEGIN
WITH recent AS (
  SELECT owner_id, likes, comments, is_video, video_play_count, posted_at
  FROM (
    SELECT owner_id, likes, comments, is_video, video_play_count, posted_at,
           row_number() OVER (PARTITION BY owner_id ORDER BY posted_at DESC, id DESC) AS rn
    FROM photonet_posts WHERE owner_id = ANY(ids)
  ) numbered
  WHERE rn <= 12
),
posts AS (
  SELECT owner_id, count(*)::int AS n, count(*) FILTER (WHERE is_video)::int AS videos,
         min(posted_at) AS first_at, max(posted_at) AS last_at,
         avg(likes)::float8 AS likes, avg(comments)::float8 AS comments,
         avg(video_play_count) FILTER (WHERE is_video)::float8 AS views
  FROM recent GROUP BY owner_id
),
points AS (
  SELECT profile_id, scraped_at, followers,
         -- (time, followers): the largest by time is the latest point, without sorting inside an aggregate.
         ARRAY[extract(epoch FROM scraped_at)::float8, followers::float8] AS point,
         lag(followers) OVER w AS prev_followers, lag(scraped_at) OVER w AS prev_at,
         max(scraped_at) OVER (PARTITION BY profile_id) AS latest
  FROM photonet_profile_history WHERE profile_id = ANY(ids)
  WINDOW w AS (PARTITION BY profile_id ORDER BY scraped_at)
),
history AS (
  SELECT profile_id, count(*)::int AS n, max(latest) AS latest, (max(point))[2] AS latest_followers,
         max(scraped_at) FILTER (WHERE scraped_at <= latest - interval '30 days') AS since_30d,
         (max(point) FILTER (WHERE scraped_at <= latest - interval '30 days'))[2] AS base_30d,
         max(scraped_at) FILTER (WHERE scraped_at <= latest - interval '90 days') AS since_90d,
         (max(point) FILTER (WHERE scraped_at <= latest - interval '90 days'))[2] AS base_90d,
         -- A spike: more than 20% more followers than the point before, at most 30 days after it.
         count(*) FILTER (WHERE prev_followers > 0 AND scraped_at - prev_at <= interval '30 days'
                            AND followers > prev_followers * 1.2)::int AS spikes
  FROM points GROUP BY profile_id
),
figures AS (
  SELECT p.id, p.followers, p.following,
         CASE WHEN p.followers < 10000 THEN 'nano' WHEN p.followers < 100000 THEN 'micro' WHEN p.followers < 500000 THEN 'mid'
              WHEN p.followers < 1000000 THEN 'macro' ELSE 'mega' END AS size_class,
         -- The engagement expected of the size class.
         CASE WHEN p.followers < 10000 THEN 0.05 WHEN p.followers < 100000 THEN 0.03 WHEN p.followers < 500000 THEN 0.02
              WHEN p.followers < 1000000 THEN 0.015 ELSE 0.01 END::float8 AS expected,
         coalesce(w.n, 0) AS posts_used, coalesce(w.videos, 0) AS video_posts_used, w.first_at, w.last_at,
         CASE WHEN p.followers > 0 AND w.n > 0 THEN (w.likes + w.comments) / p.followers END AS engagement_rate,
         w.likes AS avg_likes, w.comments AS avg_comments, w.views AS avg_views,
         CASE WHEN w.n >= 2 AND w.last_at > w.first_at
              THEN (w.n - 1) / (extract(epoch FROM w.last_at - w.first_at)::float8 / 604800) END AS posts_per_week,
         coalesce(h.n, 0) AS history_points, h.latest,
         CASE WHEN h.base_30d > 0 THEN (h.latest_followers - h.base_30d) / h.base_30d END AS growth_30d, h.since_30d,
         CASE WHEN h.base_90d > 0 THEN (h.latest_followers - h.base_90d) / h.base_90d END AS growth_90d, h.since_90d,
         coalesce(h.spikes, 0) AS spikes,
         CASE WHEN w.likes > 0 THEN w.comments / w.likes END AS comment_ratio,
         p.followers::float8 / greatest(p.following, 1) AS follow_ratio
  FROM photonet_profiles p
  LEFT JOIN posts w ON w.owner_id = p.id
  LEFT JOIN history h ON h.profile_id = p.id
  WHERE p.id = ANY(ids)
),
scored AS (
  SELECT f.*, f.engagement_rate / f.expected AS engagement_ratio,
         -- Points to two decimals, in double precision (numeric's log and rounding cost several times more).
         round(4000 * least(coalesce(f.engagement_rate / f.expected, 0), 1)) / 100 AS c_engagement,
         round(2000 * least(coalesce(f.comment_ratio, 0) / 0.01, 1)) / 100 AS c_comments,
         (CASE f.spikes WHEN 0 THEN 20 WHEN 1 THEN 10 ELSE 0 END)::float8 AS c_spikes,
         round(2000 * CASE WHEN f.follow_ratio > 1 THEN least(log(f.follow_ratio), 1) ELSE 0 END) / 100 AS c_follow
  FROM figures f
)
INSERT INTO photonet_profile_metrics AS m (
  profile_id, followers, following, size_class, posts_used, video_posts_used, window_start, window_end, engagement_rate,
  avg_likes, avg_comments, avg_views, posts_per_week, history_points, latest_scraped_at, growth_30d, growth_30d_since,
  growth_90d, growth_90d_since, growth_spikes, audience_quality, engagement_for_size, engagement_for_size_points,
  comment_to_like_ratio, comment_to_like_ratio_points, growth_spikes_points, follower_following_ratio,
  follower_following_ratio_points, updated_at)
SELECT id, followers, following, size_class, posts_used, video_posts_used, first_at, last_at, engagement_rate,
       avg_likes, avg_comments, avg_views, posts_per_week, history_points, latest, growth_30d, since_30d,
       growth_90d, since_90d, spikes,
       -- No score without an engagement rate (no follower or no post): the audience cannot be judged.
       CASE WHEN engagement_rate IS NOT NULL THEN round(10 * (c_engagement + c_comments + c_spikes + c_follow)) / 10 END,
       engagement_ratio, c_engagement, comment_ratio, c_comments, c_spikes, follow_ratio, c_follow, now()
FROM scored
ON CONFLICT (profile_id) DO UPDATE SET
  followers = EXCLUDED.followers, following = EXCLUDED.following, size_class = EXCLUDED.size_class,
  posts_used = EXCLUDED.posts_used, video_posts_used = EXCLUDED.video_posts_used, window_start = EXCLUDED.window_start,
  window_end = EXCLUDED.window_end, engagement_rate = EXCLUDED.engagement_rate, avg_likes = EXCLUDED.avg_likes,
  avg_comments = EXCLUDED.avg_comments, avg_views = EXCLUDED.avg_views, posts_per_week = EXCLUDED.posts_per_week,
  history_points = EXCLUDED.history_points, latest_scraped_at = EXCLUDED.latest_scraped_at,
  growth_30d = EXCLUDED.growth_30d, growth_30d_since = EXCLUDED.growth_30d_since, growth_90d = EXCLUDED.growth_90d,
  growth_90d_since = EXCLUDED.growth_90d_since, growth_spikes = EXCLUDED.growth_spikes,
  audience_quality = EXCLUDED.audience_quality, engagement_for_size = EXCLUDED.engagement_for_size,
  engagement_for_size_points = EXCLUDED.engagement_for_size_points, comment_to_like_ratio = EXCLUDED.comment_to_like_ratio,
  comment_to_like_ratio_points = EXCLUDED.comment_to_like_ratio_points, growth_spikes_points = EXCLUDED.growth_spikes_points,
  follower_following_ratio = EXCLUDED.follower_following_ratio,
  follower_following_ratio_points = EXCLUDED.follower_following_ratio_points, updated_at = EXCLUDED.updated_at;
END
$fn$;

-- A written profile: a point when its last_scraped_at is newer than its history, then its figures.
CREATE FUNCTION photonet_profiles_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO photonet_profile_history (profile_id, scraped_at, followers, following, posts_count)
  SELECT w.id, w.last_scraped_at, w.followers, w.following, w.posts_count FROM written w
  WHERE NOT EXISTS (SELECT 1 FROM photonet_profile_history h WHERE h.profile_id = w.id AND h.scraped_at >= w.last_scraped_at)
  ON CONFLICT DO NOTHING;
  PERFORM photonet_refresh_profile_metrics(ARRAY(SELECT id FROM written));
  RETURN NULL;
END
$$;

-- Written posts: their owners' figures (on an update, the previous owners' too).
CREATE FUNCTION photonet_posts_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM photonet_refresh_profile_metrics(ARRAY(SELECT DISTINCT owner_id FROM written));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM photonet_refresh_profile_metrics(ARRAY(SELECT owner_id FROM written UNION SELECT owner_id FROM replaced));
  ELSE
    PERFORM photonet_refresh_profile_metrics(ARRAY(SELECT DISTINCT owner_id FROM replaced));
  END IF;
  RETURN NULL;
END
$$;

-- A deleted profile takes its history and figures along (what a foreign key's cascade would do).
CREATE FUNCTION photonet_profiles_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM photonet_profile_history WHERE profile_id IN (SELECT id FROM removed);
  DELETE FROM photonet_profile_metrics WHERE profile_id IN (SELECT id FROM removed);
  RETURN NULL;
END
$$;

-- Statement triggers: one history statement and one metrics statement per written batch, never one per row.
-- (A trigger with transition tables takes one event, hence one per event.)
CREATE TRIGGER photonet_profiles_inserted AFTER INSERT ON photonet_profiles
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION photonet_profiles_written();
CREATE TRIGGER photonet_profiles_updated AFTER UPDATE ON photonet_profiles
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION photonet_profiles_written();
CREATE TRIGGER photonet_profiles_deleted AFTER DELETE ON photonet_profiles
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION photonet_profiles_deleted();
CREATE TRIGGER photonet_posts_inserted AFTER INSERT ON photonet_posts
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION photonet_posts_written();
CREATE TRIGGER photonet_posts_updated AFTER UPDATE ON photonet_posts
  REFERENCING OLD TABLE AS replaced NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION photonet_posts_written();
CREATE TRIGGER photonet_posts_deleted AFTER DELETE ON photonet_posts
  REFERENCING OLD TABLE AS replaced FOR EACH STATEMENT EXECUTE FUNCTION photonet_posts_written();

-- What the library held before: a point at each profile's last collection, and its figures.
INSERT INTO photonet_profile_history (profile_id, scraped_at, followers, following, posts_count)
SELECT id, last_scraped_at, followers, following, posts_count FROM photonet_profiles;
SELECT photonet_refresh_profile_metrics(ARRAY(SELECT id FROM photonet_profiles));

import DataLoader from 'dataloader';
import type { Db } from '../../platform/db/pool.ts';

/**
 * A library profile's influencer metrics as stored in photonet_profile_metrics: computed in SQL when the profile or its
 * posts are written (migrations/001_profile_metrics.sql), so a read is one lookup by key. README "Profile metrics"
 * gives every formula.
 */
export interface MetricsRow {
  profile_id: number;
  followers: number;
  following: number;
  size_class: string;
  posts_used: number;
  video_posts_used: number;
  window_start: Date | null;
  window_end: Date | null;
  engagement_rate: number | null;
  avg_likes: number | null;
  avg_comments: number | null;
  avg_views: number | null;
  posts_per_week: number | null;
  history_points: number;
  latest_scraped_at: Date | null;
  growth_30d: number | null;
  growth_30d_since: Date | null;
  growth_90d: number | null;
  growth_90d_since: Date | null;
  growth_spikes: number;
  audience_quality: number | null;
  quality_signals: { name: string; value: number | null; contribution: number; description: string }[];
  computed_at: Date;
}

const METRICS = `SELECT profile_id, followers, following, size_class, posts_used, video_posts_used, window_start, window_end,
  engagement_rate, avg_likes, avg_comments, avg_views, posts_per_week, history_points, latest_scraped_at, growth_30d,
  growth_30d_since, growth_90d, growth_90d_since, growth_spikes, audience_quality, quality_signals, updated_at AS computed_at
  FROM photonet_profile_metrics WHERE profile_id = ANY($1::bigint[])`;

/** The metrics of every profile a request asks for, by stored profile id, in one statement; null for none stored. */
export function metricsLoaders(db: Db) {
  const byProfile = new DataLoader<number, MetricsRow | null>(
    async (ids) => {
      const rows = await db.query<MetricsRow>(METRICS, [ids], 'photonet_profile_metrics');
      const found = new Map(rows.map((r) => [Number(r.profile_id), r]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: 1000 },
  );
  return { byProfile };
}

import DataLoader from 'dataloader';
import type { Db } from '../../platform/db/pool.ts';

/**
 * A library profile's influencer metrics as stored in photonet_profile_metrics: computed in SQL when the profile or its
 * posts are written (migrations/001_profile_metrics.sql), so a read is one lookup by key. README "photonet profile metrics"
 * gives every formula.
 */
/** The stored row (photonet_profile_metrics), with its signals' values and points as columns. */
interface StoredMetrics {
  profile_id: number;
  followers: number;
  following: number;
  size_class: SizeClass;
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
  engagement_for_size: number | null;
  engagement_for_size_points: number;
  comment_to_like_ratio: number | null;
  comment_to_like_ratio_points: number;
  growth_spikes_points: number;
  follower_following_ratio: number | null;
  follower_following_ratio_points: number;
  computed_at: Date;
}

export interface QualitySignal {
  name: string;
  value: number | null;
  contribution: number;
  description: string;
}

/** A profile's metrics as ProfileMetrics answers them: the stored figures and the score's signals, in order. */
export type MetricsRow = Omit<
  StoredMetrics,
  | 'engagement_for_size'
  | 'engagement_for_size_points'
  | 'comment_to_like_ratio'
  | 'comment_to_like_ratio_points'
  | 'growth_spikes_points'
  | 'follower_following_ratio'
  | 'follower_following_ratio_points'
> & { quality_signals: QualitySignal[] };

type SizeClass = 'nano' | 'micro' | 'mid' | 'macro' | 'mega';

/** The engagement each size class is expected to reach, as the migration's score uses it (README "photonet profile metrics"). */
const SIZE_CLASSES: Record<SizeClass, string> = {
  nano: '5% expected of nano accounts (under 10,000 followers)',
  micro: '3% expected of micro accounts (10,000 to 99,999 followers)',
  mid: '2% expected of mid-size accounts (100,000 to 499,999 followers)',
  macro: '1.5% expected of macro accounts (500,000 to 999,999 followers)',
  mega: '1% expected of mega accounts (1,000,000 followers or more)',
};

/** The score's signals of a stored row, each with the rule its value and points follow. */
function qualitySignals(row: StoredMetrics): QualitySignal[] {
  return [
    {
      name: 'engagement_for_size',
      value: row.engagement_for_size,
      contribution: row.engagement_for_size_points,
      description: `Engagement rate over the ${SIZE_CLASSES[row.size_class]}: 40 points at or above 1, in proportion below (0 without an engagement rate).`,
    },
    {
      name: 'comment_to_like_ratio',
      value: row.comment_to_like_ratio,
      contribution: row.comment_to_like_ratio_points,
      description:
        'Average comments over average likes in the window: 20 points at 0.01 (1 comment per 100 likes) or more, in proportion below (0 without likes). Likes without conversation suggest bought likes.',
    },
    {
      name: 'growth_spikes',
      value: row.growth_spikes,
      contribution: row.growth_spikes_points,
      description:
        'History points with more than 20% more followers than the point before, at most 30 days after it: 20 points for none, 10 for one, 0 for more. Sudden jumps suggest bought followers.',
    },
    {
      name: 'follower_following_ratio',
      value: row.follower_following_ratio,
      contribution: row.follower_following_ratio_points,
      description:
        'Followers over accounts followed (following 0 counts as 1): 20 × log10 of the ratio, from 0 (ratio 1 or less) to 20 (ratio 10 or more). Follow-for-follow accounts sit near 1.',
    },
  ];
}

function answer(row: StoredMetrics): MetricsRow {
  const {
    engagement_for_size: _e,
    engagement_for_size_points: _ep,
    comment_to_like_ratio: _c,
    comment_to_like_ratio_points: _cp,
    growth_spikes_points: _gp,
    follower_following_ratio: _f,
    follower_following_ratio_points: _fp,
    ...figures
  } = row;
  return { ...figures, quality_signals: qualitySignals(row) };
}

const METRICS = `SELECT profile_id, followers, following, size_class, posts_used, video_posts_used, window_start, window_end,
  engagement_rate, avg_likes, avg_comments, avg_views, posts_per_week, history_points, latest_scraped_at, growth_30d,
  growth_30d_since, growth_90d, growth_90d_since, growth_spikes, audience_quality, engagement_for_size,
  engagement_for_size_points, comment_to_like_ratio, comment_to_like_ratio_points, growth_spikes_points,
  follower_following_ratio, follower_following_ratio_points, updated_at AS computed_at
  FROM photonet_profile_metrics WHERE profile_id = ANY($1::bigint[])`;

/** The metrics of every profile a request asks for, by stored profile id, in one statement; null for none stored. */
export function metricsLoaders(db: Db) {
  const byProfile = new DataLoader<number, MetricsRow | null>(
    async (ids) => {
      const rows = await db.query<StoredMetrics>(METRICS, [ids], 'photonet_profile_metrics');
      const found = new Map(rows.map((r) => [Number(r.profile_id), answer(r)]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: 1000 },
  );
  return { byProfile };
}

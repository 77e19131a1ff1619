/**
 * clipnet's price table, in dollars (contract 1.6: only a 200 is charged). Single reads are standard reads; the
 * creator's video list is one flat price for up to 100 videos; the walkers charge per started block of unique items
 * on a page answered now (max_pages=1), and a walk run as a job once, on completion, at the same rate.
 */
export const CLIPNET_PRICES = {
  profile: '0.0005',
  videos: '0.0005',
  stats: '0.0005',
  user: '0.0005',
  /** Flat, for up to 100 videos. */
  userVideos: '0.0020',
  video: '0.0005',
  mentions: '0.0005',
  search: '0.0005',
  /** Per started block of 30 accounts. */
  followers: '0.0005',
  following: '0.0005',
  /** Per started block of 20 comments. */
  comments: '0.0005',
  /** Per started block of 30 videos. */
  hashtag: '0.0005',
} as const;

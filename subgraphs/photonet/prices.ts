/**
 * photonet's prices (contract sections 4.3 and 4.4), in dollars: the module's one table, named by its billing
 * declarations and its walkers. Followers run on the signed-in account pool and cost more.
 */
export const PHOTONET_PRICES = {
  profile: '0.0005',
  storedFull: '0.001',
  storedRead: '0.0005',
  /** Per started block of 12 posts returned. */
  postsBlock: '0.0005',
  /** Walkers, per started block of unique items: 12 posts, 24 comments, 50 followers. */
  userFeed: '0.0005',
  postComments: '0.0005',
  followers: '0.001',
} as const;

/**
 * photonet's prices (contract sections 4.3 and 4.4), in dollars: the module's one table, named by its billing
 * declarations and its walkers. The signed-in operations run on the signed-in account pool and cost more.
 */
export const PHOTONET_PRICES = {
  profile: '0.0005',
  storedFull: '0.001',
  storedRead: '0.0005',
  /** Per started block of 12 posts returned. */
  postsBlock: '0.0005',
  /**
   * Walkers, per started block of unique items, a block being the walker's default page: 12 posts (user_feed,
   * loggedout_timeline), 21 tagged posts, 24 comments, 100 search results, 50 followers or followed accounts. The
   * signed-in walkers (usertags_feed, followers, following) are the higher tier.
   */
  userFeed: '0.0005',
  usertagsFeed: '0.001',
  postComments: '0.0005',
  popularSearchMedia: '0.0005',
  loggedoutTimeline: '0.0005',
  followers: '0.001',
  following: '0.001',
  /** Operation wrappers answering one document, per read (user_posts: per started block of 12 posts). */
  wrapperRead: '0.0005',
  /** Signed-in operation wrappers answering one document (story, likers, about), per read. */
  signedInRead: '0.001',
  /** Discovery: a page of search results or of lookalikes holding at least one profile (an empty one is free). */
  discovery: '0.0020',
} as const;

import { walkerRoute as kitWalkerRoute } from '../../../platform/walkers/index.ts';
import { walkerRules, WALKERS, type WalkerName } from '../walkers/operations.ts';
import { photonetSettings } from '../settings.ts';

/**
 * The photonet list walkers (contract 4.4), as the kit's routes: max_pages=1 answers one page (200, charged per
 * started block of unique items); anything else answers 202 with a durable job, free until it completes. The
 * signed-in walkers also answer a batch (handles, max_pages=1): 200 with one page of each handle.
 */

/** The target arguments a route sends (a deprecated `username` is resolved to `handle` by the rules first). */
const TARGET_ARGS = { handle: ['handle'], shortcode: ['shortcode', 'url'], query: ['query'] } as const;

/** What each walk does, in one line for the API description. */
const SUMMARIES: Record<WalkerName, string> = {
  user_feed: "Walks an account's posts, newest first: one page now (max_pages=1) or a durable job",
  usertags_feed: 'Walks the posts other accounts tagged an account in: one page now (max_pages=1) or a durable job',
  post_comments: "Walks a post's comments: one page now (max_pages=1) or a durable job",
  popular_search_media: 'Walks the posts a popular search finds: one page now (max_pages=1) or a durable job',
  loggedout_timeline: "Walks an account's timeline as a logged-out visitor sees it: one page now (max_pages=1) or a durable job",
  followers: "Walks an account's followers: one page now (max_pages=1) or a durable job",
  following: 'Walks the accounts an account follows: one page now (max_pages=1) or a durable job',
};

function walkerRoute(name: WalkerName, field: string, sample: Record<string, string>) {
  const walker = WALKERS[name];
  return kitWalkerRoute(walker, {
    path: `/v1/photonet/${name}`,
    subgraph: 'photonet',
    field,
    targetArgs: [...TARGET_ARGS[walker.target.key as keyof typeof TARGET_ARGS]],
    summary: SUMMARIES[name],
    rules: ({ config }) => walkerRules(name, photonetSettings(config).usernameAliasSunset),
    retired: `/v1/live/photonet/${name}`,
    sample,
  });
}

export const photonetUserFeedRoute = walkerRoute('user_feed', 'photonetUserFeed', { handle: 'sbx_30_parity', max_pages: '1', page_size: '20' });
export const photonetUsertagsFeedRoute = walkerRoute('usertags_feed', 'photonetUsertagsFeed', { handle: 'sbx_30_parity', max_pages: '1', page_size: '25' });
export const photonetPostCommentsRoute = walkerRoute('post_comments', 'photonetPostComments', { shortcode: 'Parity123', max_pages: '1' });
export const photonetPopularSearchMediaRoute = walkerRoute('popular_search_media', 'photonetPopularSearchMedia', { query: 'sbx_150_parity', max_pages: '1' });
export const photonetLoggedoutTimelineRoute = walkerRoute('loggedout_timeline', 'photonetLoggedoutTimeline', {
  handle: 'sbx_30_parity',
  max_pages: '1',
  page_size: '20',
  limit: '15',
});
export const photonetFollowersRoute = walkerRoute('followers', 'photonetFollowers', { handle: 'sbx_20_parity', max_pages: '1', page_size: '60' });
export const photonetFollowingRoute = walkerRoute('following', 'photonetFollowing', { handle: 'sbx_80_parity', max_pages: '1', page_size: '60' });

import { walkerRoute as kitWalkerRoute } from '../../../platform/walkers/index.ts';
import { walkRules, WALKERS, type WalkerName } from '../walkers/operations.ts';
import { photonetSettings } from '../settings.ts';

/**
 * The photonet list walkers (contract 4.4), as the kit's routes: max_pages=1 answers one page (200, charged per
 * started block of unique items); anything else answers 202 with a durable job, free until it completes. The
 * signed-in walkers also answer a batch (handles, max_pages=1): 200 with one page of each handle.
 */

/** The target arguments a route sends (a deprecated `username` is resolved to `handle` by the rules first). */
const TARGET_ARGS = { handle: ['handle'], shortcode: ['shortcode', 'url'], query: ['query'] } as const;

function walkerRoute(name: WalkerName, field: string) {
  const walker = WALKERS[name];
  return kitWalkerRoute(walker, {
    path: `/v1/photonet/${name}`,
    subgraph: 'photonet',
    field,
    targetArgs: [...TARGET_ARGS[walker.target.key as keyof typeof TARGET_ARGS]],
    rules: ({ config }) => walkRules(name, { now: Date.now, usernameSunset: photonetSettings(config).usernameAliasSunset }),
  });
}

export const photonetUserFeedRoute = walkerRoute('user_feed', 'photonetUserFeed');
export const photonetUsertagsFeedRoute = walkerRoute('usertags_feed', 'photonetUsertagsFeed');
export const photonetPostCommentsRoute = walkerRoute('post_comments', 'photonetPostComments');
export const photonetPopularSearchMediaRoute = walkerRoute('popular_search_media', 'photonetPopularSearchMedia');
export const photonetLoggedoutTimelineRoute = walkerRoute('loggedout_timeline', 'photonetLoggedoutTimeline');
export const photonetFollowersRoute = walkerRoute('followers', 'photonetFollowers');
export const photonetFollowingRoute = walkerRoute('following', 'photonetFollowing');

/** The walkers' v4 live paths (contract 9.2), each answered 410 naming its v5 path. */
export const walkerRetiredPaths: Record<string, string> = Object.fromEntries(
  (Object.keys(WALKERS) as WalkerName[]).map((name) => [`/v1/live/photonet/${name}`, `/v1/photonet/${name}`]),
);

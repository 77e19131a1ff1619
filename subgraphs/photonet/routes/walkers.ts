import { isBatch, walkRules, WALKERS, type WalkBatch, type WalkerName, type WalkRequest } from '../walkers/operations.ts';
import { defineRoute } from '../../../platform/rest/route.ts';
import { photonetSettings } from '../settings.ts';

/**
 * The photonet list walkers (contract 4.4): max_pages=1 answers one page (200, charged per started block of unique
 * items); anything else answers 202 with a durable job, free until it completes. The signed-in walkers also answer
 * a batch (handles, max_pages=1): 200 with one page of each handle.
 */

const PAGE = 'items pages nextCursor stopReason coverage';
/** The target arguments a route sends (a deprecated `username` is resolved to `handle` by the rules first). */
const TARGET_ARGS = { handle: ['handle'], shortcode: ['shortcode', 'url'], query: ['query'] } as const;

function walkerRoute(name: WalkerName, field: string) {
  const walker = WALKERS[name];
  // The field's arguments, each from the variable of the same name.
  const args: [string, string][] = [
    ...TARGET_ARGS[walker.target].map((n): [string, string] => [n, 'String']),
    ...(walker.signedIn ? [['handles', '[String!]'] as [string, string]] : []),
    ...(walker.acceptsSince ? [['since', 'String'] as [string, string]] : []),
    ['maxPages', 'Int'],
    ...(walker.limitCap ? [['limit', 'Int'] as [string, string]] : []),
    ['cursor', 'String'],
    ['pageSize', 'Int'],
    ['cached', 'CacheMode'],
    ['getRaw', 'Boolean'],
    ['idempotencyKey', 'String'],
  ];
  return defineRoute({
    method: 'GET',
    path: `/v1/photonet/${name}`,
    operation: `photonet.${name}`,
    // Every rule is checked here, once, before anything is reserved or acquired: what follows (the reservation, the
    // variables) reads the typed request, never the strings. The resolver applies the same rules to what it is sent.
    params: ({ config }) => walkRules(name, { now: Date.now, usernameSunset: photonetSettings(config).usernameAliasSunset }),
    subgraph: 'photonet',
    document: /* GraphQL */ `
      query PhotonetWalk(${args.map(([n, t]) => `$${n}: ${t}`).join(', ')}) {
        walk: ${field}(${args.map(([n]) => `${n}: $${n}`).join(', ')}) {
          page { ${PAGE} }
          job { batchId status statusUrl resultsUrl }${walker.signedIn ? `\n          batch { results { handle ${PAGE} } }` : ''}
        }
      }`,
    variables: (w: WalkRequest | WalkBatch, request) => {
      const page = isBatch(w) ? w.page : w;
      return {
        ...(isBatch(w) ? { handles: w.handles } : { [walker.target]: w.target }),
        since: page.since ?? undefined,
        // No page cap (-1, or since or limit alone) is null in the request; -1 says the same to the resolver.
        maxPages: page.max_pages ?? -1,
        limit: page.limit ?? undefined,
        cursor: page.cursor ?? undefined,
        pageSize: page.page_size,
        cached: page.cached,
        getRaw: page.get_raw,
        idempotencyKey: request.idempotencyKey,
      };
    },
    answer: { kind: 'page-or-job', page: 'walk.page', job: 'walk.job', ...(walker.signedIn ? { batch: 'walk.batch' } : {}) },
    notFound: 'Nothing to walk.',
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

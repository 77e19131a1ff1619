import { walkRules, WALKERS, type WalkerName, type WalkRequest } from '../walkers/operations.ts';
import { defineRoute } from '../../../platform/rest/route.ts';
import { photonetSettings } from '../settings.ts';

/**
 * The photonet list walkers (contract 4.4): max_pages=1 answers one page (200, charged per started block of unique
 * items); anything else answers 202 with a durable job, free until it completes.
 */

function walkerRoute(name: WalkerName, field: string, targetArgs: string) {
  const walker = WALKERS[name];
  return defineRoute({
    method: 'GET',
    path: `/v1/photonet/${name}`,
    operation: `photonet.${name}`,
    // Every rule is checked here, once, before anything is reserved or acquired: what follows (the reservation, the
    // variables) reads the typed request, never the strings. The resolver applies the same rules to what it is sent.
    params: ({ config }) => walkRules(name, { now: Date.now, usernameSunset: photonetSettings(config).usernameAliasSunset }),
    subgraph: 'photonet',
    document: /* GraphQL */ `
      query PhotonetWalk(${targetArgs}${walker.acceptsSince ? ', $since: String' : ''}, $maxPages: Int, $cursor: String, $pageSize: Int, $cached: CacheMode, $getRaw: Boolean, $idempotencyKey: String) {
        walk: ${field}(${targetArgs.replace(/\$(\w+): String/g, '$1: $$$1')}, ${walker.acceptsSince ? 'since: $since, ' : ''}maxPages: $maxPages, cursor: $cursor, pageSize: $pageSize, cached: $cached, getRaw: $getRaw, idempotencyKey: $idempotencyKey) {
          page { items pages nextCursor stopReason coverage }
          job { batchId status statusUrl resultsUrl }
        }
      }`,
    variables: (w: WalkRequest, request) => ({
      [walker.target]: w.target,
      since: w.since ?? undefined,
      // No page cap (-1, or since alone) is null in the request; -1 says the same to the resolver.
      maxPages: w.max_pages ?? -1,
      cursor: w.cursor ?? undefined,
      pageSize: w.page_size,
      cached: w.cached,
      getRaw: w.get_raw,
      idempotencyKey: request.idempotencyKey,
    }),
    answer: { kind: 'page-or-job', page: 'walk.page', job: 'walk.job' },
    notFound: 'Nothing to walk.',
  });
}

export const photonetUserFeedRoute = walkerRoute('user_feed', 'photonetUserFeed', '$handle: String, $username: String');
export const photonetPostCommentsRoute = walkerRoute('post_comments', 'photonetPostComments', '$shortcode: String, $url: String');
export const photonetFollowersRoute = walkerRoute('followers', 'photonetFollowers', '$handle: String');

import { z } from 'zod';
import { loadConfig } from '../../../platform/config.ts';
import { parseWalkRequest, WALKERS, type WalkerName } from '../../../subgraphs/photonet/walkers/operations.ts';
import { across } from '../../params.ts';
import { defineRoute } from '../../route.ts';

/**
 * The photonet list walkers (contract 4.4): max_pages=1 answers one page (200, charged per started block of unique
 * items); anything else answers 202 with a durable job, free until it completes.
 */

const sunset = loadConfig().usernameAliasSunset;

function walkerRoute(name: WalkerName, field: string, targetArgs: string) {
  const walker = WALKERS[name];
  return defineRoute({
    method: 'GET',
    path: `/v1/photonet/${name}`,
    operation: `photonet.${name}`,
    // Every rule is checked here, before anything is reserved or acquired; the resolver applies the same rules.
    params: z
      .record(z.string(), z.string())
      .superRefine(across((p: Record<string, string>) => parseWalkRequest(name, p, { now: Date.now(), usernameSunset: sunset }))),
    subgraph: 'photonet',
    document: /* GraphQL */ `
      query PhotonetWalk(${targetArgs}${walker.acceptsSince ? ', $since: String' : ''}, $maxPages: Int, $cursor: String, $pageSize: Int, $cached: CacheMode, $getRaw: Boolean, $idempotencyKey: String) {
        walk: ${field}(${targetArgs.replace(/\$(\w+): String/g, '$1: $$$1')}, ${walker.acceptsSince ? 'since: $since, ' : ''}maxPages: $maxPages, cursor: $cursor, pageSize: $pageSize, cached: $cached, getRaw: $getRaw, idempotencyKey: $idempotencyKey) {
          page { items pages next_cursor: nextCursor stop_reason: stopReason coverage }
          job { batch_id: batchId status status_url: statusUrl results_url: resultsUrl }
        }
      }`,
    variables: (p: Record<string, string>, request) => ({
      handle: p.handle,
      username: p.username,
      shortcode: p.shortcode,
      url: p.url,
      since: p.since,
      maxPages: p.max_pages === undefined ? undefined : Number(p.max_pages),
      cursor: p.cursor,
      pageSize: p.page_size === undefined ? undefined : Number(p.page_size),
      cached: p.cached,
      getRaw: p.get_raw === undefined ? undefined : p.get_raw === 'true',
      idempotencyKey: request.idempotencyKey,
    }),
    result: 'walk.page',
    accepted: 'walk.job',
    notFound: 'Nothing to walk.',
    price: walker.price,
    blocks: { size: walker.block, limit: (p: Record<string, string>) => (p.max_pages === '1' ? Number(p.page_size ?? walker.defaultPageSize) : 0), items: 'items' },
  });
}

export const photonetUserFeedRoute = walkerRoute('user_feed', 'photonetUserFeed', '$handle: String, $username: String');
export const photonetPostCommentsRoute = walkerRoute('post_comments', 'photonetPostComments', '$shortcode: String, $url: String');
export const photonetFollowersRoute = walkerRoute('followers', 'photonetFollowers', '$handle: String');

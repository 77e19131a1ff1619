import { InvalidApiKey } from '../../../platform/errors.ts';
import { clientArgs, resolveWalk } from '../../../platform/walkers/index.ts';
import type { SubgraphContext } from '../../context.ts';
import { photonetOf } from '../services.ts';
import { checkArgs } from '../../../platform/rest/params.ts';
import { walkerRules, WALKERS, type WalkerName } from './operations.ts';
import { runBatch, runWalk, type WalkDeps } from './run.ts';

interface WalkArgs extends Record<string, unknown> {
  handle?: string | null;
  handles?: string[] | null;
  username?: string | null;
  shortcode?: string | null;
  url?: string | null;
  query?: string | null;
  since?: string | null;
  maxPages?: number | null;
  limit?: number | null;
  cursor?: string | null;
  pageSize?: number | null;
  cached?: string | null;
  getRaw?: boolean | null;
  idempotencyKey?: string | null;
}

/** One resolver per walker: max_pages 1 walks one page now (a batch: one page of each handle); anything else becomes a durable job. */
function walker(name: WalkerName) {
  return async (_: unknown, args: WalkArgs, ctx: SubgraphContext) => {
    if (ctx.accountId === null) throw new InvalidApiKey();
    const accountId = ctx.accountId;
    const now = Date.now();
    const photonet = photonetOf(ctx);
    // The same rules as the REST route, on the arguments by their REST names.
    const { idempotencyKey } = args;
    const sunset = photonet.settings.usernameAliasSunset;
    const request = checkArgs(walkerRules(name, sunset), args);
    const deps: WalkDeps = { live: ctx.runtime.live, providers: photonet.walks, pool: photonet.pool };
    const control = { asOf: new Date(now), deadline: now + ctx.runtime.config.jobBudgetMs, keyMode: ctx.keyMode };
    return resolveWalk(WALKERS[name], request, {
      page: (r) => runWalk(name, r, deps, control),
      batch: (b) => runBatch(name, b, deps, control),
      submit: (r) => ctx.runtime.jobs.submit(accountId, WALKERS[name].operation, clientArgs(WALKERS[name], r), idempotencyKey ?? undefined),
    });
  };
}

export const walkerResolvers = {
  photonetUserFeed: walker('user_feed'),
  photonetUsertagsFeed: walker('usertags_feed'),
  photonetPostComments: walker('post_comments'),
  photonetPopularSearchMedia: walker('popular_search_media'),
  photonetLoggedoutTimeline: walker('loggedout_timeline'),
  photonetFollowers: walker('followers'),
  photonetFollowing: walker('following'),
};

import { InvalidApiKey } from '../../../platform/errors.ts';
import type { SubgraphContext } from '../../context.ts';
import { photonetOf } from '../services.ts';
import { checkArgs } from '../../../platform/rest/params.ts';
import { isBatch, walkRules, type WalkerName } from './operations.ts';
import { cachedRules } from '../rules-cache.ts';
import { clientArgs } from './jobs.ts';
import { runBatch, runWalk, type WalkDeps } from './run.ts';

interface WalkArgs {
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

const pageOf = (page: { items: unknown[]; pages: number; nextCursor: string | null; stopReason: string; coverage: unknown }) => ({
  items: page.items,
  pages: page.pages,
  nextCursor: page.nextCursor,
  stopReason: page.stopReason,
  coverage: page.coverage,
});

/** One resolver per walker: max_pages 1 walks one page now (a batch: one page of each handle); anything else becomes a durable job. */
function walker(name: WalkerName) {
  return async (_: unknown, args: WalkArgs, ctx: SubgraphContext) => {
    if (ctx.accountId === null) throw new InvalidApiKey();
    const now = Date.now();
    const photonet = photonetOf(ctx);
    // The same rules as the REST route, on the arguments by their REST names (idempotencyKey is not a walk rule).
    const { idempotencyKey, ...walkArgs } = args;
    const sunset = photonet.settings.usernameAliasSunset;
    const request = checkArgs(cachedRules(`walk.${name}`, sunset, () => walkRules(name, { now: Date.now, usernameSunset: sunset })), walkArgs);
    const deps: WalkDeps = { live: ctx.runtime.live, ...photonet.walks, pool: photonet.pool };
    const control = { asOf: new Date(now), deadline: now + ctx.runtime.config.jobBudgetMs };
    if (isBatch(request)) {
      const pages = await runBatch(name, request, deps, control);
      return { page: null, job: null, batch: { results: pages.map((p) => ({ handle: p.handle, ...pageOf(p) })) } };
    }
    if (request.max_pages === 1) return { page: pageOf(await runWalk(name, request, deps, control)), job: null, batch: null };
    const submitted = await ctx.runtime.jobs.submit(ctx.accountId, `photonet.${name}`, clientArgs(name, request), idempotencyKey ?? undefined);
    return {
      page: null,
      batch: null,
      job: {
        batchId: submitted.batch_id,
        status: submitted.status,
        statusUrl: submitted.status_url,
        resultsUrl: submitted.results_url,
        job: { batchId: submitted.batch_id },
      },
    };
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

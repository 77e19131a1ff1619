import { InvalidApiKey } from '../../../platform/errors.ts';
import type { SubgraphContext } from '../../context.ts';
import { photonetOf } from '../services.ts';
import { checkArgs } from '../../../platform/rest/params.ts';
import { clientArgs, runWalk, walkRules, type WalkerName } from './operations.ts';

interface WalkArgs {
  handle?: string | null;
  username?: string | null;
  shortcode?: string | null;
  url?: string | null;
  since?: string | null;
  maxPages?: number | null;
  cursor?: string | null;
  pageSize?: number | null;
  cached?: string | null;
  getRaw?: boolean | null;
  idempotencyKey?: string | null;
}

/** One resolver per walker: max_pages 1 walks one page now; anything else becomes a durable job. */
function walker(name: WalkerName) {
  return async (_: unknown, args: WalkArgs, ctx: SubgraphContext) => {
    if (ctx.accountId === null) throw new InvalidApiKey();
    const now = Date.now();
    // The same rules as the REST route, on the arguments by their REST names (idempotencyKey is not a walk rule).
    const { idempotencyKey, ...walkArgs } = args;
    const request = checkArgs(walkRules(name, { now: () => now, usernameSunset: photonetOf(ctx).settings.usernameAliasSunset }), walkArgs);
    if (request.max_pages === 1) {
      const page = await runWalk(name, request, { live: ctx.runtime.live, ...photonetOf(ctx).walks }, {
        asOf: new Date(now),
        deadline: now + ctx.runtime.config.jobBudgetMs,
      });
      return { page: { items: page.items, pages: page.pages, nextCursor: page.nextCursor, stopReason: page.stopReason, coverage: page.coverage }, job: null };
    }
    const submitted = await ctx.runtime.jobs.submit(ctx.accountId, `photonet.${name}`, clientArgs(name, request), idempotencyKey ?? undefined);
    return {
      page: null,
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
  photonetPostComments: walker('post_comments'),
  photonetFollowers: walker('followers'),
};

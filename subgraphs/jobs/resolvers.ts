import { InvalidApiKey } from '../../platform/errors.ts';
import type { SubgraphContext } from '../context.ts';
import { DateTime, JSONScalar } from '../scalars.ts';

type StatusObject = Awaited<ReturnType<SubgraphContext['runtime']['jobs']['status']>>;

function account(ctx: SubgraphContext): number {
  if (ctx.accountId === null) throw new InvalidApiKey();
  return ctx.accountId;
}

/** The status object (snake_case, as REST has it) under GraphQL names. */
const job = (s: Partial<StatusObject> & { batch_id: string }) => ({
  batchId: s.batch_id,
  status: s.status,
  statusUrl: s.status_url,
  resultsUrl: s.results_url,
  cost: s.cost,
  itemCount: s.item_count,
  error: s.error,
  total: s.total,
  doneCount: s.done_count,
  failedCount: s.failed_count,
  createdAt: s.created_at,
  startedAt: s.started_at,
  finishedAt: s.finished_at,
});

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    job: async (_: unknown, args: { batchId: string }, ctx: SubgraphContext) => job(await ctx.runtime.jobs.status(account(ctx), args.batchId)),
  },
  Mutation: {
    cancelJob: async (_: unknown, args: { batchId: string }, ctx: SubgraphContext) => job(await ctx.runtime.jobs.cancel(account(ctx), args.batchId)),
  },
  Job: {
    __resolveReference: async (ref: { batchId: string }, ctx: SubgraphContext) => job(await ctx.runtime.jobs.status(account(ctx), ref.batchId)),
    results: async (parent: { batchId: string }, args: { cursor?: string | null }, ctx: SubgraphContext) => {
      const r = await ctx.runtime.jobs.results(account(ctx), parent.batchId, args.cursor ?? null);
      return { batchId: r.batch_id, results: r.results, nextCursor: r.next_cursor, complete: r.complete };
    },
  },
};

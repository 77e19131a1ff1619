import { InvalidApiKey } from '../../platform/errors.ts';
import type { SubgraphContext } from '../context.ts';
import { camelKeys } from '../../platform/names.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { submittedRaw } from '../../platform/walkers/jobs.ts';
import { checkArgs, handedOver } from '../../platform/rest/params.ts';
import { BY_BATCH_ID, JOB_RULES, RESULTS_RULES } from './params.ts';

type StatusObject = Awaited<ReturnType<SubgraphContext['runtime']['jobs']['status']>>;

function account(ctx: SubgraphContext): number {
  if (ctx.accountId === null) throw new InvalidApiKey();
  return ctx.accountId;
}

/** The status object (snake_case, as REST has it) under GraphQL names, by the one naming rule. */
const job = (s: Partial<StatusObject> & { batch_id: string }) => camelKeys(s);

/** The arguments of the root field a job was read by: a results page's rules cover them with its own cursor. */
const READ_BY = Symbol('job read by');

/**
 * A job read at the root: its id checked by the job rules, unless a REST call for a page of its results checked it
 * (with the cursor) and handed that over, which its `results` then answers from.
 */
function jobId(args: Record<string, unknown>): string {
  return (handedOver(RESULTS_RULES, args) ?? checkArgs(JOB_RULES, args, BY_BATCH_ID)).job_id;
}

/** The pages of results a request has read, by job and cursor: a page's results are resolved from one read of it. */
const pageReads = () => new Map<string, ReturnType<SubgraphContext['runtime']['jobs']['results']>>();

function resultsPage(ctx: SubgraphContext, batchId: string, cursor: string | null) {
  const pages = ctx.loaders.get(pageReads);
  const key = `${batchId}\u0000${cursor ?? ''}`;
  let page = pages.get(key);
  if (!page) pages.set(key, (page = ctx.runtime.jobs.results(account(ctx), batchId, cursor)));
  return page;
}

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    job: async (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) => ({
      ...job(await ctx.runtime.jobs.status(account(ctx), jobId(args))),
      [READ_BY]: args,
    }),
  },
  Mutation: {
    cancelJob: async (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) =>
      job(await ctx.runtime.jobs.cancel(account(ctx), checkArgs(JOB_RULES, args, BY_BATCH_ID).job_id)),
  },
  Job: {
    __resolveReference: async (ref: { batchId: string }, ctx: SubgraphContext) => job(await ctx.runtime.jobs.status(account(ctx), ref.batchId)),
    results: async (parent: { batchId: string; [READ_BY]?: Record<string, unknown> }, args: { cursor?: string | null }, ctx: SubgraphContext) => {
      // The page's rules over the job this field belongs to and its own cursor (what a REST call checked, if one did).
      const page = checkArgs(RESULTS_RULES, parent[READ_BY] ?? {}, { prepare: () => ({ jobId: parent.batchId, cursor: args.cursor }) });
      const r = await resultsPage(ctx, page.job_id, page.cursor ?? null);
      return { ...camelKeys(r), results: r.results.map((result) => ({ ...result, batchId: r.batch_id, pageCursor: page.cursor ?? '' })) };
    },
  },
  JobResult: {
    // A result is named by its job, the page of results holding it and its index (the networks' typed item fields
    // extend it): read again from that page.
    __resolveReference: async (ref: { batchId: string; pageCursor: string; index: number }, ctx: SubgraphContext) => {
      const r = await resultsPage(ctx, ref.batchId, ref.pageCursor || null);
      const found = r.results.find((result) => result.index === ref.index);
      return found ? { ...found, batchId: r.batch_id, pageCursor: ref.pageCursor } : null;
    },
    // The same stored arguments as `args`, one name and value each.
    arguments: (result: { args: unknown }) => jobArguments(result.args),
    // The upstream's own items when the job was submitted with get_raw; the networks' typed fields are null then.
    rawItems: (result: { args: unknown; items: unknown[] }) => (submittedRaw(result.args) ? result.items : null),
  },
};

/** A job's stored arguments (an object of names to text, numbers, booleans or null) as name and value pairs. */
export function jobArguments(args: unknown): { name: string; value: string | null }[] {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return [];
  return Object.entries(args as Record<string, unknown>).map(([name, v]) => ({
    name,
    value: v === null || v === undefined ? null : typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v),
  }));
}

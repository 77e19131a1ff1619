import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import { InvalidApiKey } from '../../platform/errors.ts';
import { checkArgs, sourceParam } from '../../platform/rest/params.ts';
import { clientArgs, jobResultResolvers, resolveWalk, walkCoverageResolvers, type WalkerDeclaration } from '../../platform/walkers/index.ts';
import { adRecordResolvers, type Row } from '../../platform/ads/records.ts';
import type { SubgraphContext } from '../context.ts';
import { rowFields } from '../row-fields.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { partsAsked, readDossier, type Dossier } from './dossier.ts';
import { normaliseCompany, type Company } from './normalise.ts';
import { adLibraryArgs, companyArgs, locationsArgs, slugOf } from './params.ts';
import { PART_PRICES } from './prices.ts';
import { readAdLibrary, readCompany, readJobCounts, readLocations, readMemberStats, readRecentJobs } from './read.ts';
import { typeDefs } from './schema.ts';
import { jobnetOf } from './services.ts';
import { companyJobsRules, companyJobsWalker, jobSearchRules, jobSearchWalker, runJobnetWalk, searchArgsAsText, WALKERS } from './walkers.ts';
import type { RawCompany } from './upstream.ts';

/** How a live read was answered (source and acquisition time); its payload goes under the read's own field. */
const answered = (r: { source: string; fetchedAt: Date }) => ({ source: r.source, fetchedAt: r.fetchedAt });

/** The rules of a company's nested reads: only `source`. */
const nestedArgs = z.strictObject({ source: sourceParam });

/** One resolver per walker: max_pages 1 walks one page now; anything else becomes a durable job. */
function walker(declaration: WalkerDeclaration<null>, rules: z.ZodType, asText: (args: Record<string, unknown>) => Record<string, unknown> = (a) => a) {
  return async (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) => {
    if (ctx.accountId === null) throw new InvalidApiKey();
    const accountId = ctx.accountId;
    const now = Date.now();
    // The same rules as the REST route, on the arguments by their REST names.
    const { idempotencyKey } = args;
    const request = checkArgs(rules, args, { prepare: asText }) as Parameters<typeof clientArgs>[1];
    const control = { asOf: new Date(now), deadline: now + ctx.runtime.config.jobBudgetMs, keyMode: ctx.keyMode };
    const { providers } = jobnetOf(ctx);
    return resolveWalk(declaration, request, {
      page: (r) => runJobnetWalk(declaration, r, ctx.runtime.live, providers, control),
      submit: (r) => ctx.runtime.jobs.submit(accountId, declaration.operation, clientArgs(declaration, r), (idempotencyKey as string | null) ?? undefined),
    });
  };
}

/**
 * A company referenced by id from another subgraph: the latest page a live read of the caller's mode stored
 * (references never acquire; a test key sees only what test keys acquired, a live key never sees it).
 */
async function storedCompany(ctx: SubgraphContext, companyId: string): Promise<Company | null> {
  const [row] = await ctx.readDb.query<{ payload: RawCompany }>(
    `SELECT payload FROM live_archive WHERE network = 'jobnet' AND operation = 'company' AND payload->>'entityUrn' = $1 AND test = $2
     ORDER BY fetched_at DESC LIMIT 1`,
    [`urn:li:fsd_company:${companyId}`, ctx.keyMode === 'test'],
  );
  return row ? normaliseCompany(row.payload) : null;
}

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  // A job's results, its items typed.
  JobResult: jobResultResolvers(WALKERS),
  Query: {
    async jobnetCompany(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(companyArgs, args);
      const r = await readCompany(ctx, slugOf(p), p.source ?? 'auto');
      return { ...answered(r), company: r.payload };
    },
    async jobnetCompanyJobCounts(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(companyArgs, args);
      const r = await readJobCounts(ctx, slugOf(p), p.source ?? 'auto');
      return { ...answered(r), counts: r.payload };
    },
    async jobnetCompanyMemberStats(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(companyArgs, args);
      const r = await readMemberStats(ctx, slugOf(p), p.source ?? 'auto');
      return { ...answered(r), stats: r.payload };
    },
    async jobnetCompanyDossier(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext, info: GraphQLResolveInfo) {
      const p = checkArgs(companyArgs, args);
      const dossier = await readDossier(ctx, slugOf(p), p.source ?? 'auto', partsAsked(info), PART_PRICES);
      return { ...answered(dossier), dossier };
    },
    jobnetCompanyJobs: walker(companyJobsWalker, companyJobsRules),
    jobnetJobSearch: walker(jobSearchWalker, jobSearchRules, searchArgsAsText),
    async jobnetLocations(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(locationsArgs, args);
      const r = await readLocations(ctx, p.query, p.source ?? 'auto');
      return { ...answered(r), result: r.payload };
    },
    async jobnetAdLibrarySearch(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(adLibraryArgs, args);
      const r = await readAdLibrary(ctx, p, p.source ?? 'auto');
      return { ...answered(r), page: r.payload.payload, advertisers: r.payload.advertisers };
    },
  },
  JobnetCompany: {
    ...rowFields(typeDefs, 'JobnetCompany'),
    __resolveReference: (ref: { companyId: string }, ctx: SubgraphContext) => storedCompany(ctx, ref.companyId),
    async jobCounts(company: Company, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { source } = checkArgs(nestedArgs, args);
      return (await readJobCounts(ctx, company.slug, source ?? 'auto')).payload;
    },
    async memberStats(company: Company, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { source } = checkArgs(nestedArgs, args);
      return (await readMemberStats(ctx, company.slug, source ?? 'auto')).payload;
    },
    async recentJobs(company: Company, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { source } = checkArgs(nestedArgs, args);
      return (await readRecentJobs(ctx, company.slug, source ?? 'auto')).payload;
    },
  },
  JobnetDossier: {
    page: (d: Dossier) => d.parts.page,
    jobCounts: (d: Dossier) => d.parts.job_counts,
    memberStats: (d: Dossier) => d.parts.member_stats,
    recentJobs: (d: Dossier) => d.parts.recent_jobs,
  },
  Advertiser: {
    // What this subgraph knows of an advertiser is what the ads named; a reference by key alone answers its key.
    __resolveReference: (ref: { network: string; advertiserId: string; name?: string | null }) =>
      ref.network === 'jobnet' ? { network: ref.network, advertiserId: ref.advertiserId, name: ref.name ?? null } : null,
  },
  // The normalised payloads are in REST names; GraphQL reads them by the naming rule.
  JobnetHeadquarters: rowFields(typeDefs, 'JobnetHeadquarters'),
  JobnetJobCounts: rowFields(typeDefs, 'JobnetJobCounts'),
  JobnetLocationCount: rowFields(typeDefs, 'JobnetLocationCount'),
  JobnetMemberStats: rowFields(typeDefs, 'JobnetMemberStats'),
  JobnetLocationShare: rowFields(typeDefs, 'JobnetLocationShare'),
  JobnetGrowth: rowFields(typeDefs, 'JobnetGrowth'),
  JobnetRecentJobs: rowFields(typeDefs, 'JobnetRecentJobs'),
  JobnetJob: rowFields(typeDefs, 'JobnetJob'),
  JobnetJobCompany: rowFields(typeDefs, 'JobnetJobCompany'),
  JobnetJobLocation: rowFields(typeDefs, 'JobnetJobLocation'),
  JobnetLocations: rowFields(typeDefs, 'JobnetLocations'),
  JobnetLocation: rowFields(typeDefs, 'JobnetLocation'),
  JobnetAdPage: { ...rowFields(typeDefs, 'JobnetAdPage'), adRecords: (page: { ads: Row[] }) => page.ads },
  JobnetAd: {
    ...adRecordResolvers,
    advertiser: (ad: Row) => ({ network: 'jobnet', advertiserId: String(ad.page_id), name: typeof ad.page_name === 'string' ? ad.page_name : null }),
  },
  JobnetWalkCoverage: walkCoverageResolvers,
};

import { storeAdsQuietly } from '../../platform/ads/library.ts';
import type { LiveRead, SourceMode } from '../../platform/live/reader.ts';
import type { SubgraphContext } from '../context.ts';
import {
  advertisersIn,
  normaliseAds,
  normaliseCompany,
  normaliseJob,
  normaliseJobCounts,
  normaliseLocations,
  normaliseMemberStats,
  type Company,
  type Job,
  type JobCounts,
  type Locations,
  type MemberStats,
} from './normalise.ts';
import { adsCursorPage, encodeAdsCursor } from './params.ts';
import { jobnetOf } from './services.ts';
import { companyJobsPageArgs, JOBS_PAGE } from './walkers.ts';
import type { AdSearch, RawAdsPage } from './upstream.ts';

/**
 * The jobnet live reads, each through the LiveReader: source modes, the archive of the exact upstream payload.
 * A company is matched by its slug however it was named (url or slug), so `source=db` serves what a read by either
 * stored. The company reads are also the parts of the dossier (dossier.ts), which reads them under the same keys.
 */

const NETWORK = 'jobnet';

function live<Raw, T>(
  ctx: SubgraphContext,
  operation: string,
  args: Record<string, unknown>,
  source: SourceMode,
  acquire: () => Promise<Raw>,
  normalise: (raw: Raw) => T,
  store?: (payload: T, fetchedAt: Date) => Promise<void>,
): Promise<LiveRead<T>> {
  const provider = providerOf(ctx);
  return ctx.runtime.live.read({ network: NETWORK, operation, args, provider: provider.name, keyMode: ctx.keyMode, acquire, normalise, store }, source);
}

/** The provider of the caller's mode: the sandbox for a test key, JOBNET_PROVIDER's for a live key. */
const providerOf = (ctx: SubgraphContext) => jobnetOf(ctx).providers.for(ctx.keyMode);

export const readCompany = (ctx: SubgraphContext, slug: string, source: SourceMode): Promise<LiveRead<Company>> =>
  live(ctx, 'company', { slug }, source, () => providerOf(ctx).company(slug), normaliseCompany);

export const readJobCounts = (ctx: SubgraphContext, slug: string, source: SourceMode): Promise<LiveRead<JobCounts>> =>
  live(ctx, 'company/job_counts', { slug }, source, () => providerOf(ctx).jobCounts(slug), normaliseJobCounts);

export const readMemberStats = (ctx: SubgraphContext, slug: string, source: SourceMode): Promise<LiveRead<MemberStats>> =>
  live(ctx, 'company/member_stats', { slug }, source, () => providerOf(ctx).memberStats(slug), normaliseMemberStats);

/** Jobs the dossier's recent_jobs part holds: the company's newest, one page of company/jobs at its default size. */
export const RECENT_JOBS = JOBS_PAGE;

export interface RecentJobs {
  slug: string;
  total_open_jobs: number;
  job_count: number;
  jobs: Job[];
}

/**
 * The company's newest open jobs, for the dossier: the first page of company/jobs at its default size, the same
 * archived page a walk's first page reads (so either serves the other's `source=db`).
 */
export const readRecentJobs = (ctx: SubgraphContext, slug: string, source: SourceMode): Promise<LiveRead<RecentJobs>> =>
  live(
    ctx,
    'company/jobs.page',
    companyJobsPageArgs(slug, 0, RECENT_JOBS),
    source,
    () => providerOf(ctx).companyJobs(slug, 0, RECENT_JOBS),
    (raw) => {
      const jobs = raw.elements.map(normaliseJob);
      return { slug, total_open_jobs: raw.paging.total, job_count: jobs.length, jobs };
    },
  );

export const readLocations = (ctx: SubgraphContext, query: string, source: SourceMode): Promise<LiveRead<Locations>> =>
  live(
    ctx,
    'locations/resolve',
    { query },
    source,
    () => providerOf(ctx).locations(query),
    (raw) => normaliseLocations(query, raw),
  );

export interface AdLibraryArgs {
  advertiser?: string;
  query?: string;
  country?: string;
  start_date?: string;
  end_date?: string;
  cursor?: string;
  trim?: boolean;
}

export interface AdLibraryPage {
  payload: Record<string, unknown>;
  advertisers: ReturnType<typeof advertisersIn>;
}

export function readAdLibrary(ctx: SubgraphContext, p: AdLibraryArgs, source: SourceMode) {
  const search: AdSearch = {
    advertiser: p.advertiser ?? null,
    query: p.query ?? null,
    country: p.country ?? null,
    start_date: p.start_date ?? null,
    end_date: p.end_date ?? null,
  };
  const trim = p.trim ?? false;
  const page = p.cursor === undefined ? 1 : adsCursorPage({ ...search }, p.cursor);
  // The ads a live read acquired enter the ad library in their full form (adlib searches them); a stored read adds none.
  let acquired: RawAdsPage['ads'] = [];
  return live(
    ctx,
    'adlibrary/search',
    { ...search, cursor: p.cursor, trim },
    source,
    async () => {
      const raw = await providerOf(ctx).adLibrary(search, page);
      acquired = raw.ads;
      return raw;
    },
    (raw): AdLibraryPage => ({
      payload: normaliseAds(raw, trim, { ...search }, (next) => encodeAdsCursor({ ...search }, next)),
      advertisers: advertisersIn(raw.ads),
    }),
    (_, fetchedAt) => storeAdsQuietly(ctx.db, NETWORK, acquired, fetchedAt),
  );
}

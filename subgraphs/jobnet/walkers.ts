import { z } from 'zod';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import type { KeyMode } from '../../platform/accounts/keys.ts';
import type { NetworkProviders } from '../../platform/live/providers.ts';
import type { LiveReader } from '../../platform/live/reader.ts';
import { paramError } from '../../platform/rest/params.ts';
import type { WalkResult } from '../../platform/walk.ts';
import {
  readLivePage,
  runWalk,
  walkParam,
  walkRules,
  type WalkControl,
  type WalkerDeclaration,
  type WalkItem,
  type WalkPages,
  type WalkRequest,
} from '../../platform/walkers/index.ts';
import { normaliseJob } from './normalise.ts';
import { PRICES } from './prices.ts';
import { companyUrlParam, jobSearchFilters, slugParam } from './params.ts';
import type { JobnetProvider, JobSearch, RawJob, RawJobsPage } from './upstream.ts';

/**
 * jobnet's two list walkers on the walker kit (platform/walkers, contract 4.4): a company's open jobs (newest first,
 * so it takes `since`) and a job search (ranked by relevance, so it refuses `since`; `date_posted` narrows it
 * instead). Each page is a live read in the request's `source` mode, archived; the upstream's cursor is the offset
 * of the page's first job, wrapped in the kit's opaque cursor.
 */

/** Jobs a page holds by default (the upstream's own page), and at most. */
export const JOBS_PAGE = 25;
const MAX_JOBS_PAGE = 100;

const SOURCE_MODES = {
  param: 'source',
  modes: { auto: 'auto', db: 'db', live: 'live' } as const,
  default: 'auto',
  graphqlType: 'SourceMode',
  missMessage: 'source=db and this page was never acquired; use source=auto or live.',
};

/** A text parameter through its zod rule: the parsed value, or the rule's 400. */
function apply<T>(rule: z.ZodType<T>, name: string, value: string): T {
  const result = rule.safeParse(value);
  if (!result.success) throw paramError(result.error, { [name]: value });
  return result.data;
}

/** GET /v1/jobnet/live/company/jobs: a company's open jobs, by exactly one of url and slug (the target is the slug). */
export const companyJobsWalker: WalkerDeclaration<null> = {
  name: 'company/jobs',
  itemField: 'jobs',
  operation: 'jobnet.company_jobs',
  target: {
    key: 'slug',
    params: ['url', 'slug'],
    parse(input) {
      if ((input.url === undefined) === (input.slug === undefined)) throw new InvalidRequest('Give exactly one of url and slug.');
      return input.url !== undefined ? apply(companyUrlParam, 'url', input.url) : apply(slugParam, 'slug', input.slug!);
    },
    fields: () => ({
      url: walkParam({
        type: 'string',
        format: 'uri',
        maxLength: 2048,
        description: 'A company page: https://www.linkedin.com/company/<slug>/ (www. or m. allowed).',
      }),
      slug: walkParam({ type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$', description: 'The company slug (case-insensitive).' }),
    }),
    required: 'exactly one of url and slug',
    maxLength: 100,
  },
  modes: SOURCE_MODES,
  defaultPageSize: JOBS_PAGE,
  maxPageSize: MAX_JOBS_PAGE,
  acceptsSince: true,
  price: PRICES.jobsBlock,
  block: JOBS_PAGE,
};

/** The order a search's filters are written in its target, which is what a job stores and a cursor names. */
const SEARCH_KEYS = ['keywords', 'location_id', 'date_posted', 'seniority', 'remote', 'job_type'] as const;
const searchRules = z.strictObject(jobSearchFilters);

/** A search as its target: its filters as a query string in a fixed order, defaults left out. */
export function searchTarget(search: JobSearch): string {
  const q = new URLSearchParams();
  if (search.keywords !== null) q.set('keywords', search.keywords);
  if (search.location_id !== null) q.set('location_id', search.location_id);
  if (search.date_posted !== 'any') q.set('date_posted', search.date_posted);
  for (const key of ['seniority', 'remote', 'job_type'] as const) if (search[key].length) q.set(key, search[key].join(','));
  return q.toString();
}

/** The search a target names (checked again: a job's stored target may come from another version). */
export function searchOf(target: string): JobSearch {
  const given = Object.fromEntries(new URLSearchParams(target));
  return parseSearch(given);
}

function parseSearch(given: Record<string, string | undefined>): JobSearch {
  const input = Object.fromEntries(SEARCH_KEYS.filter((k) => given[k] !== undefined).map((k) => [k, given[k]]));
  const result = searchRules.safeParse(input);
  if (!result.success) throw paramError(result.error, input);
  const p = result.data;
  if (p.keywords === undefined && p.location_id === undefined) throw new InvalidRequest('Give keywords, location_id or both.');
  return {
    keywords: p.keywords ?? null,
    location_id: p.location_id ?? null,
    date_posted: p.date_posted ?? 'any',
    seniority: p.seniority ?? [],
    remote: p.remote ?? [],
    job_type: p.job_type ?? [],
  };
}

/** GET /v1/jobnet/live/jobs/search: jobs matching keywords and/or a place, with filters (the target is the search). */
export const jobSearchWalker: WalkerDeclaration<null> = {
  name: 'jobs/search',
  itemField: 'jobs',
  operation: 'jobnet.jobs_search',
  target: {
    key: 'search',
    params: [...SEARCH_KEYS],
    parse: (input) => searchTarget(parseSearch(input)),
    fields: () => ({
      keywords: walkParam({
        type: 'string',
        minLength: 1,
        maxLength: 500,
        description: 'What to search for (title, skills, company). keywords, location_id or both are required.',
      }),
      location_id: walkParam({ type: 'string', pattern: '^[0-9]{1,40}$', description: 'A place id from /v1/jobnet/live/locations/resolve.' }),
      date_posted: walkParam({ type: 'string', enum: ['any', 'past_24h', 'past_week', 'past_month'], default: 'any' }),
      seniority: walkParam({
        type: 'string',
        description: 'One or more of internship, entry, associate, mid_senior, director, executive, separated by commas.',
      }),
      remote: walkParam({ type: 'string', description: 'One or more of on_site, remote, hybrid, separated by commas.' }),
      job_type: walkParam({
        type: 'string',
        description: 'One or more of full_time, part_time, contract, temporary, internship, volunteer, other, separated by commas.',
      }),
    }),
    required: 'keywords, location_id or both are required',
    maxLength: 2000,
  },
  modes: SOURCE_MODES,
  defaultPageSize: JOBS_PAGE,
  maxPageSize: MAX_JOBS_PAGE,
  acceptsSince: false,
  price: PRICES.jobsBlock,
  block: JOBS_PAGE,
  refused: { sort_by: 'sort_by is not accepted: jobs/search answers by relevance; narrow by date with date_posted.' },
};

export const WALKERS = [companyJobsWalker, jobSearchWalker];
export const companyJobsRules = walkRules(companyJobsWalker, { now: Date.now, ctx: null });
export const jobSearchRules = walkRules(jobSearchWalker, { now: Date.now, ctx: null });

/** The upstream's cursor: the offset of a page's first job, digits only. */
function offsetOf(cursor: string | null): number {
  if (cursor === null) return 0;
  if (!/^\d{1,6}$/.test(cursor)) throw new InvalidRequest(`cursor is not a cursor this API gave out (offset ${quote(cursor)}).`);
  return Number(cursor);
}

function jobItem(job: RawJob, raw: boolean): WalkItem {
  return { key: job.jobPostingId, at: new Date(Math.floor(job.listedAt / 1000) * 1000), value: raw ? job : normaliseJob(job) };
}

/** The next page's offset: after this one when the list holds more, else null (exhausted). */
function nextOffset(page: RawJobsPage, start: number): string | null {
  const next = start + page.elements.length;
  return page.elements.length > 0 && next < page.paging.total ? String(next) : null;
}

/** The archive key of a company's job page: also what the dossier's recent_jobs part reads (offset 0, 25 jobs). */
export const companyJobsPageArgs = (slug: string, start: number, count: number) => ({ slug, start, count });

/** The pages of a walk: each one live read, in the request's mode, from the provider of the caller's mode. */
export function pagesOf(walker: WalkerDeclaration<null>, request: WalkRequest, live: LiveReader, provider: JobnetProvider, keyMode: KeyMode): WalkPages {
  const company = walker === companyJobsWalker;
  const search = company ? null : searchOf(request.target);
  return {
    timed: true,
    async read({ cursor, size }) {
      const start = offsetOf(cursor);
      return readLivePage(live, walker, request, {
        network: 'jobnet',
        operation: company ? 'company/jobs.page' : 'jobs/search.page',
        args: company ? companyJobsPageArgs(request.target, start, size) : { search: request.target, start, count: size },
        provider: provider.name,
        keyMode,
        acquire: () => (company ? provider.companyJobs(request.target, start, size) : provider.searchJobs(search!, start, size)),
        normalise: (raw: RawJobsPage) => ({ items: raw.elements.map((job) => jobItem(job, request.get_raw)), next: nextOffset(raw, start) }),
      });
    },
  };
}

/** Runs one walk request of a jobnet walker, on the provider of the caller's mode (`control.keyMode`). */
export function runJobnetWalk(
  walker: WalkerDeclaration<null>,
  request: WalkRequest,
  live: LiveReader,
  providers: NetworkProviders<JobnetProvider>,
  control: WalkControl,
): Promise<WalkResult<unknown>> {
  return runWalk(walker, request, pagesOf(walker, request, live, providers.for(control.keyMode), control.keyMode), control);
}

/** GraphQL list arguments (seniority: [..]) as the comma-separated text the rules read, other arguments as given. */
export function searchArgsAsText(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
}
